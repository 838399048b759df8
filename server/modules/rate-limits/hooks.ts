import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { RateLimitScope, RateLimitedAction, RateLimits } from '../../config-rate-limits';
import type { Database } from '../../db/tables';
import { HttpProblem } from '../../plugins/problem';
import { consumeRateLimit } from './service';

export interface RateLimitDeps {
  db: Kysely<Database>;
  clock: Clock;
  rateLimits: RateLimits;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Route hooks for the limits of one action: `perIp` belongs in `onRequest` (before the body is even parsed),
 * `perAccount` in `preHandler`, where the validated body or the session names the account.
 */
export const rateLimitHooks = (deps: RateLimitDeps, action: RateLimitedAction) => {
  const check = async (scope: RateLimitScope, subject: string | undefined, reply: FastifyReply): Promise<void> => {
    const limit = deps.rateLimits[action][scope];
    if (!limit || subject === undefined) return;
    const verdict = await consumeRateLimit(deps.db, action, scope, subject, limit, deps.clock());
    if (verdict.allowed) return;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new HttpProblem(429, 'RATE_LIMITED');
  };
  return {
    perIp: (): Hook => (request, reply) => check('ip', request.ip, reply),
    perAccount:
      (subjectOf: (request: FastifyRequest) => string | undefined): Hook =>
      (request, reply) =>
        check('account', subjectOf(request), reply),
  };
};
