import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

const censor = '[redacted]';

const secretFields = [
  'password',
  'passwordRepeat',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'apiToken',
  'passwordHash',
  'password_hash',
  'tokenHash',
  'token_hash',
  'smtpUrl',
  'text_body',
  'html_body',
];

/** Paths pino blanks wherever a request, a reply or a logged object carries credentials. */
export const redactPaths = [
  'req.headers["api-company-authorization"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers["api-company-authorization"]',
  'headers.authorization',
  'headers.cookie',
  ...secretFields,
  ...secretFields.map((field) => `*.${field}`),
  ...secretFields.map((field) => `*.*.${field}`),
];

// Path segments after these prefixes are capabilities (e-mail confirmation and reset tokens, patient preview links,
// also in the card API's paths, the sandbox checkout's order reference, a data export's download link).
const secretPathPrefixes = [
  '/submit-profile/',
  '/reset-password/',
  '/preview/',
  '/api/cards/',
  '/payments/sandbox/',
  '/api/exports/',
];
const secretQueryKey = /token|key|password|secret|signature/i;

/** The URL as logged: capability segments and secret-looking query values replaced by `[redacted]`. */
export const redactUrl = (url: string): string => {
  const queryStart = url.indexOf('?');
  let pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  for (const prefix of secretPathPrefixes) {
    if (pathname.startsWith(prefix) && pathname.length > prefix.length) pathname = `${prefix}${censor}`;
  }
  if (!query) return pathname;
  const params = query
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      return secretQueryKey.test(key) ? `${key}=${censor}` : pair;
    })
    .join('&');
  return `${pathname}?${params}`;
};

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  routeOptions?: { url?: string };
}

/** Pino options for Fastify: JSON lines, level from config, credentials redacted. */
export const loggerOptions = (config: Pick<Config, 'logLevel'>, stream?: Writable): FastifyServerOptions['logger'] => ({
  level: config.logLevel,
  ...(stream ? { stream } : {}),
  redact: { paths: redactPaths, censor },
  serializers: {
    req: (request: LoggedRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      route: request.routeOptions?.url,
      ip: request.ip,
    }),
  },
});
