import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { censor, redactSecrets } from './log-redaction';

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

// pino's own redaction (@pinojs/redact) parses every path on every line: with the wildcards that any depth needs,
// about 30 µs of each access line, as much as the bare baseline's whole account GET (bench/README.md, `api`).
const redacted = <T extends object>(object: T): T => redactSecrets(object) as T;

/** Pino options for Fastify: JSON lines, level from config, credentials blanked in every line. */
export const loggerOptions = (config: Pick<Config, 'logLevel'>, stream?: Writable): FastifyServerOptions['logger'] => ({
  level: config.logLevel,
  ...(stream ? { stream } : {}),
  // A child's bindings are written as given: ours name a component, Fastify's the request id.
  formatters: { log: redacted },
  serializers: {
    req: (request: LoggedRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      route: request.routeOptions?.url,
      ip: request.ip,
    }),
  },
});
