import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const requestIdHeader = 'x-request-id';

// Accept a caller's id (a proxy's or the SPA's) only when it cannot pollute logs or headers.
const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

export const genReqId = (request: IncomingMessage): string => {
  const incoming = request.headers[requestIdHeader];
  return typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
};

/** Echoes the request id on every answer, 404s and errors included, so a report can be matched to the logs. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook: an async one costs every request a promise and a microtask turn.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(requestIdHeader, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
