import type { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';
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
// also in the card API's paths, the sandbox checkout's order reference).
const secretPathPrefixes = ['/submit-profile/', '/reset-password/', '/preview/', '/api/cards/', '/payments/sandbox/'];
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

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that makes its pino child on the first line written at an enabled level. A class, so a
 * request allocates one small object and no closures (they were per-request garbage on every GET).
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.#child ? this.#child.level : this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  silent(): void {}

  isLevelEnabled(level: string): boolean {
    return ((this.#child ?? this.parent) as FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  private real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  private write(method: LogMethod, args: unknown[]): void {
    if (!this.#child && !this.parent.isLevelEnabled(method)) return;
    (this.real()[method] as (...args: unknown[]) => void)(...args);
  }
}

/**
 * Each request's logger, made only when the request logs something at an enabled level. Fastify makes a pino
 * child with the request id for every request, and pino runs the redaction over the child's bindings each time:
 * about 3 % of a card GET's CPU, for a logger most requests never write to (at the default level, only errors and
 * warnings are written). A route with its own log level gets a real child at once.
 */
export const lazyChildLoggerFactory: ChildLoggerFactory = function lazyChild(logger, bindings, options) {
  const parent = logger as FastifyBaseLogger & Partial<Pick<Logger, 'isLevelEnabled'>>;
  if (options.level !== undefined || typeof parent.isLevelEnabled !== 'function') {
    return logger.child(bindings, options);
  }
  return new LazyChildLogger(
    parent as FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>,
    bindings,
    options,
  ) as unknown as FastifyBaseLogger;
};
