import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { HttpProblem, codeForStatus, problemFor, sendProblem } from './problem';
import { fieldErrorsFrom } from './validation';

export const apiPrefix = '/api/';

/** What a 503 for an unreachable database asks the client to wait before trying again. */
const databaseRetryAfterSeconds = '5';

type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

declare module 'fastify' {
  interface FastifyInstance {
    /** Lets the SPA plugin answer GET/HEAD outside `/api/` that no route took; everything else is a 404 problem. */
    setNotFoundFallback(fallback: NotFoundFallback): void;
  }
}

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

const escapeRegExp = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

const patternFor = (url: string): RegExp =>
  new RegExp(
    `^${url
      .split(/(:[A-Za-z0-9_]+|\*)/)
      .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
      .join('')}$`,
  );

const statusOf = (error: FastifyError): number => {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
};

/**
 * RFC 9457 answers for every failure: validation, bad JSON, size and media-type errors, unknown routes,
 * wrong methods, and anything unexpected (500 INTERNAL, logged with its stack, nothing leaked).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    const apiRoutes: KnownRoute[] = [];
    let fallback: NotFoundFallback | undefined;

    app.decorate('setNotFoundFallback', (handler: NotFoundFallback) => {
      fallback = handler;
    });

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(apiPrefix)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      apiRoutes.push({ pattern: patternFor(route.url), methods: new Set(methods) });
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpProblem) {
        if (error.status >= 500) request.log.error({ err: error }, 'request failed');
        if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
        const extra = { ...error.extensions, detail: error.detail, errors: error.errors };
        return sendProblem(reply, problemFor(request, error.status, error.code, extra));
      }
      // @fastify/static refuses paths no file can have (a NUL, a name too long for the file system, dot segments)
      // with 403 before its allowedPath runs. Nothing is forbidden there: no such page or file exists.
      if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return sendProblem(reply, problemFor(request, 404, 'NOT_FOUND'));
      if (error.validation) {
        const errors = fieldErrorsFrom(error.validationContext ?? 'body', error.validation);
        return sendProblem(reply, problemFor(request, 400, 'VALIDATION_FAILED', { errors }));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return sendProblem(
          reply.header('retry-after', databaseRetryAfterSeconds),
          problemFor(request, 503, 'SERVICE_UNAVAILABLE'),
        );
      }
      const status = statusOf(error);
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return sendProblem(reply, problemFor(request, 500, 'INTERNAL'));
      }
      return sendProblem(reply, problemFor(request, status, codeForStatus(status)));
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      if (pathname.startsWith(apiPrefix)) {
        const allowed = new Set<string>();
        for (const route of apiRoutes) {
          if (route.pattern.test(pathname)) route.methods.forEach((method) => allowed.add(method));
        }
        if (allowed.size > 0 && !allowed.has(request.method)) {
          reply.header('allow', [...allowed].sort().join(', '));
          return sendProblem(reply, problemFor(request, 405, 'METHOD_NOT_ALLOWED'));
        }
      } else if (fallback && (request.method === 'GET' || request.method === 'HEAD')) {
        return fallback(request, reply);
      }
      return sendProblem(reply, problemFor(request, 404, 'NOT_FOUND'));
    });
  },
  { name: 'errors' },
);
