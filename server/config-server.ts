import { isIP } from 'node:net';
import path from 'node:path';
import { defaultAppName } from '../contract/rules/client-config';
import {
  type Env,
  baseUrlOf,
  integer,
  oneOf,
  optionalText,
  parseHttpUrl,
  readSection,
  section,
  text,
} from './config-schema';
import { parseDatabaseUrl } from './db/database-url';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const nodeEnvs = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];

export const serverSection = section('Server', {
  PORT: integer(0, 65535, 3000, { description: 'TCP port the server listens on (0–65535).' }),
  HOST: text('0.0.0.0', { description: 'Interface the server binds to.' }),
  PUBLIC_URL: optionalText({
    shownDefault: 'http://localhost:$PORT',
    example: 'https://dentiqo3d.example',
    description: 'Public http(s) URL of the site, used for canonical links, Open Graph and e-mails; HSTS when https.',
  }),
  DATA_DIR: text('./data', {
    description:
      'Directory for the SQLite file (dentiqo.sqlite), uploaded files, mail and development keys. Created at start; a path that cannot be created or written stops the start with a one-line message.',
  }),
  DATABASE_URL: optionalText({
    shownDefault: 'sqlite:$DATA_DIR/dentiqo.sqlite',
    example: 'postgres://dentiqo:secret@localhost:5432/dentiqo',
    description: 'postgres://… or postgresql://… for PostgreSQL; sqlite:<path> or file:<path> for a SQLite file.',
  }),
  APP_NAME: text(defaultAppName, {
    maxLength: 60,
    description: 'Product name in page titles and e-mails (≤ 60 chars).',
  }),
  LOG_LEVEL: oneOf(logLevels, 'info', {
    description: 'fatal, error, warn, info, debug, trace or silent. Logs are JSON lines on stdout.',
  }),
  NODE_ENV: oneOf(nodeEnvs, 'development', {
    description:
      'development, production or test. In development the log prints e-mailed confirmation and reset links.',
  }),
  TRUST_PROXY: text('false', {
    description:
      'Behind a load balancer: true (trust every hop), the number of proxy hops, or a comma-separated list of proxy addresses/CIDRs, so the client IP comes from X-Forwarded-For.',
  }),
});

export interface ServerConfig {
  port: number;
  host: string;
  publicUrl: string;
  /** PUBLIC_URL as given, before its development default (production refuses the default). */
  publicUrlSet: string | undefined;
  dataDir: string;
  databaseUrl: string;
  appName: string;
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
  trustProxy: boolean | number | string[];
}

const parsePublicUrl = (raw: string, problems: string[]): string => {
  const url = parseHttpUrl('PUBLIC_URL', raw, problems);
  if (!url) return raw;
  if (url.username || url.password || url.search || url.hash) {
    problems.push(`PUBLIC_URL must not contain credentials, a query or a fragment, got "${raw}"`);
  }
  return baseUrlOf(url);
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

const parseTrustProxy = (raw: string, problems: string[]): ServerConfig['trustProxy'] => {
  if (raw.toLowerCase() === 'false') return false;
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

export const parseServerConfig = (env: Env, problems: string[]): ServerConfig => {
  const vars = readSection(serverSection, env, problems);
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl: parsePublicUrl(vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`, problems),
    publicUrlSet: vars.PUBLIC_URL,
    dataDir,
    databaseUrl: parseDatabase(vars.DATABASE_URL, dataDir, problems),
    appName: vars.APP_NAME,
    logLevel: vars.LOG_LEVEL as LogLevel,
    nodeEnv: vars.NODE_ENV as NodeEnv,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY, problems),
  };
};
