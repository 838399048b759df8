import path from 'node:path';
import { repositoryRoot } from './repository-root';
import { type BillingConfig, billingSection, parseBillingConfig } from './config-billing';
import { type CardsConfig, cardsSection, parseCardsConfig } from './config-cards';
import { type LegalConfig, legalSection, parseLegalConfig } from './config-legal';
import { type LicensingConfig, licensingSection, parseLicensingConfig } from './config-licensing';
import { type MailConfig, mailSection, parseMailConfig } from './config-mail';
import { parsePasswordHashCost, passwordSection } from './config-passwords';
import { productionProblems } from './config-production';
import { type RateLimits, parseRateLimits, rateLimitSection } from './config-rate-limits';
import { type ConfigSection, type Env, shownDefaultOf, variablesOf } from './config-schema';
import { type LogLevel, type NodeEnv, parseServerConfig, serverSection } from './config-server';
import { type SettingsConfig, parseSettingsConfig, settingsSection } from './config-settings';
import { type SiteConfig, parseSiteConfig, siteSection } from './config-site';
import { type StorageConfig, parseStorageConfig, storageSection } from './config-storage';
import type { PasswordHashCost } from './security/passwords';

export { type LogLevel, type NodeEnv, logLevels, nodeEnvs } from './config-server';

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

/** Every section of the schema, in the order of the configuration reference and `.env.example`. */
export const configSections: readonly ConfigSection[] = [
  serverSection,
  mailSection,
  passwordSection,
  rateLimitSection,
  licensingSection,
  billingSection,
  siteSection,
  settingsSection,
  cardsSection,
  storageSection,
  legalSection,
];

/** Every environment variable the server reads, with its documented default and description. */
export const configVariables: ReadonlyArray<{ name: string; default: string; description: string }> =
  configSections.flatMap((configSection) =>
    variablesOf(configSection).map(({ name, schema }) => ({
      name,
      default: shownDefaultOf(schema),
      description: schema.description ?? '',
    })),
  );

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Parses and validates the environment once; throws a ConfigError naming every bad value. */
export const loadConfig = (env: Env = process.env): Readonly<Config> => {
  const problems: string[] = [];
  const { publicUrlSet, ...server } = parseServerConfig(env, problems);
  const production = server.nodeEnv === 'production';
  const mail = parseMailConfig(env, server.appName, problems);
  const passwordHashCost = parsePasswordHashCost(env, problems);
  const rateLimits = parseRateLimits(env, problems);
  const licensing = parseLicensingConfig(env, server.dataDir, problems);
  const billing = parseBillingConfig(env, problems);
  const site = parseSiteConfig(env, repositoryRoot, problems);
  const settings = parseSettingsConfig(env, production, problems);
  const cards = parseCardsConfig(env, problems);
  const storage = parseStorageConfig(env, problems);
  const legal = parseLegalConfig(env, production, problems);

  if (production) {
    problems.push(
      ...productionProblems({
        publicUrlSet,
        publicUrl: server.publicUrl,
        smtpUrl: mail.smtpUrl,
        paymentProvider: billing.provider,
        stripeApiUrl: billing.stripe.apiUrl,
        passwordHashCost,
      }),
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return Object.freeze({
    ...server,
    staticDir: path.join(repositoryRoot, 'dist'),
    localesDir: path.join(repositoryRoot, 'locales'),
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
