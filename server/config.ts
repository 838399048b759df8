import { isIP } from 'node:net';
import path from 'node:path';
import { defaultAppName } from '../contract/rules/client-config';
import { type MailConfig, mailVariables, parseMailConfig } from './config-mail';
import { type BillingConfig, billingVariables, parseBillingConfig } from './config-billing';
import { type CardsConfig, cardsVariables, parseCardsConfig } from './config-cards';
import { parsePasswordHashCost, passwordVariables } from './config-passwords';
import { type LicensingConfig, licensingVariables, parseLicensingConfig } from './config-licensing';
import { type RateLimits, parseRateLimits, rateLimitVariables } from './config-rate-limits';
import { type SiteConfig, parseSiteConfig, siteVariables } from './config-site';
import { type SettingsConfig, parseSettingsConfig, settingsVariables } from './config-settings';
import { type LegalConfig, legalVariables, parseLegalConfig } from './config-legal';
import { type StorageConfig, parseStorageConfig, storageVariables } from './config-storage';
import { parseDatabaseUrl } from './db/database-url';
import { productionProblems } from './config-production';
import type { PasswordHashCost } from './security/passwords';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const nodeEnvs = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];

export interface Config {
  port: number;
  host: string;
  /** Origin (and optional base path) the site is reached at, without a trailing slash. */
  publicUrl: string;
  /** Absolute directory for the SQLite file, uploads, mail and development keys. */
  dataDir: string;
  /** Normalised database URL: `postgres://…` or `sqlite:<absolute path>`. */
  databaseUrl: string;
  appName: string;
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
  /** The built SPA (webpack output). */
  staticDir: string;
  /** Translation files served at `/locales/<lng>/<ns>.json`. */
  localesDir: string;
  /** Which proxies may set X-Forwarded-For (Fastify's `trustProxy`): the client IP rate limits count by. */
  trustProxy: boolean | number | string[];
  mail: MailConfig;
  /** argon2id's cost for new password hashes. */
  passwordHashCost: PasswordHashCost;
  rateLimits: RateLimits;
  licensing: LicensingConfig;
  billing: BillingConfig;
  site: SiteConfig;
  settings: SettingsConfig;
  cards: CardsConfig;
  /** Where uploaded and published files are kept. */
  storage: StorageConfig;
  /** The operator the license agreement and the privacy policy name. */
  legal: LegalConfig;
}

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** Every environment variable the server reads, for the README and `.env.example`. */
export const configVariables: readonly ConfigVariable[] = [
  { name: 'PORT', default: '3000', description: 'TCP port the server listens on (0–65535).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server binds to.' },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:$PORT',
    description: 'Public http(s) URL of the site, used for canonical links, Open Graph and e-mails; HSTS when https.',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Directory for the SQLite file (dentiqo.sqlite), uploaded files, mail and development keys. Created at start; a path that cannot be created or written stops the start with a one-line message.',
  },
  {
    name: 'DATABASE_URL',
    default: 'sqlite:$DATA_DIR/dentiqo.sqlite',
    description: 'postgres://… or postgresql://… for PostgreSQL; sqlite:<path> or file:<path> for a SQLite file.',
  },
  { name: 'APP_NAME', default: defaultAppName, description: 'Product name in page titles and e-mails (≤ 60 chars).' },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'fatal, error, warn, info, debug, trace or silent. Logs are JSON lines on stdout.',
  },
  {
    name: 'NODE_ENV',
    default: 'development',
    description:
      'development, production or test. In development the log prints e-mailed confirmation and reset links.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Behind a load balancer: true (trust every hop), the number of proxy hops, or a comma-separated list of proxy addresses/CIDRs, so the client IP comes from X-Forwarded-For.',
  },
  ...mailVariables,
  ...passwordVariables,
  ...rateLimitVariables,
  ...licensingVariables,
  ...billingVariables,
  ...siteVariables,
  ...settingsVariables,
  ...cardsVariables,
  ...storageVariables,
  ...legalVariables,
];

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const repoRoot = path.resolve(__dirname, '..');
const maxAppNameLength = 60;

type Env = Record<string, string | undefined>;

/** An empty value counts as unset, so `PORT=` in an env file means the default. */
const read = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

const oneOf = <T extends string>(allowed: readonly T[], value: string): value is T =>
  (allowed as readonly string[]).includes(value);

const parsePort = (raw: string | undefined, problems: string[]): number => {
  if (raw === undefined) return 3000;
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be an integer from 0 to 65535, got "${raw}"`);
    return 3000;
  }
  return port;
};

const parsePublicUrl = (raw: string, problems: string[]): string => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
    return raw;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.push(`PUBLIC_URL must use http or https, got "${raw}"`);
  } else if (url.username || url.password || url.search || url.hash) {
    problems.push(`PUBLIC_URL must not contain credentials, a query or a fragment, got "${raw}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
};

const parseDatabase = (raw: string | undefined, dataDir: string, problems: string[]): string => {
  if (raw === undefined) return `sqlite:${path.join(dataDir, 'dentiqo.sqlite')}`;
  try {
    const target = parseDatabaseUrl(raw);
    return target.dialect === 'postgres' ? target.url : `sqlite:${target.file}`;
  } catch (error) {
    problems.push(`DATABASE_URL ${(error as Error).message}`);
    return raw;
  }
};

const parseTrustProxy = (raw: string | undefined, problems: string[]): Config['trustProxy'] => {
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
  if (bad.length > 0) {
    problems.push(`TRUST_PROXY must be true, false, a hop count or a list of IP addresses/CIDRs, got "${raw}"`);
    return false;
  }
  return entries;
};

/** Parses and validates the environment once; throws a ConfigError naming every bad value. */
export const loadConfig = (env: Env = process.env): Readonly<Config> => {
  const problems: string[] = [];

  const port = parsePort(read(env, 'PORT'), problems);
  const host = read(env, 'HOST') ?? '0.0.0.0';
  const publicUrlSet = read(env, 'PUBLIC_URL');
  const publicUrl = parsePublicUrl(publicUrlSet ?? `http://localhost:${port}`, problems);
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? './data');
  const databaseUrl = parseDatabase(read(env, 'DATABASE_URL'), dataDir, problems);

  const appName = read(env, 'APP_NAME') ?? defaultAppName;
  if (appName.length > maxAppNameLength) {
    problems.push(`APP_NAME must be at most ${maxAppNameLength} characters, got ${appName.length}`);
  }

  const logLevel = read(env, 'LOG_LEVEL') ?? 'info';
  if (!oneOf(logLevels, logLevel)) problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${logLevel}"`);

  const nodeEnv = read(env, 'NODE_ENV') ?? 'development';
  if (!oneOf(nodeEnvs, nodeEnv)) problems.push(`NODE_ENV must be one of ${nodeEnvs.join(', ')}, got "${nodeEnv}"`);

  const trustProxy = parseTrustProxy(read(env, 'TRUST_PROXY'), problems);
  const mail = parseMailConfig((name) => read(env, name), appName, problems);
  const passwordHashCost = parsePasswordHashCost((name) => read(env, name), problems);
  const rateLimits = parseRateLimits((name) => read(env, name), problems);
  const licensing = parseLicensingConfig((name) => read(env, name), dataDir, problems);
  const billing = parseBillingConfig((name) => read(env, name), problems);
  const site = parseSiteConfig((name) => read(env, name), repoRoot, problems);
  const settings = parseSettingsConfig((name) => read(env, name), nodeEnv === 'production', problems);
  const cards = parseCardsConfig((name) => read(env, name), problems);
  const storage = parseStorageConfig((name) => read(env, name), problems);
  const legal = parseLegalConfig((name) => read(env, name), nodeEnv === 'production', problems);

  if (nodeEnv === 'production') {
    problems.push(
      ...productionProblems({
        publicUrlSet,
        publicUrl,
        smtpUrl: mail.smtpUrl,
        paymentProvider: billing.provider,
        stripeApiUrl: billing.stripe.apiUrl,
        passwordHashCost,
      }),
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return Object.freeze({
    port,
    host,
    publicUrl,
    dataDir,
    databaseUrl,
    appName,
    logLevel: logLevel as LogLevel,
    nodeEnv: nodeEnv as NodeEnv,
    staticDir: path.join(repoRoot, 'dist'),
    localesDir: path.join(repoRoot, 'locales'),
    trustProxy,
    mail,
    passwordHashCost,
    rateLimits,
    licensing,
    billing,
    site,
    settings,
    cards,
    storage,
    legal,
  });
};
