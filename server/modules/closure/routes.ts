import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { CloseAccountBody, ClosureScheduled } from '../../../contract/api/closure';
import type { RateLimits } from '../../config-rate-limits';
import { authOf } from '../../plugins/auth';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { companyRefusals } from '../companies/company-refusal';
import { requireCompany } from '../companies/service';
import { rateLimitHooks } from '../rate-limits/hooks';
import { closureRefusals } from './closure-refusal';
import { cancelClosure, requestClosure } from './service';

/** The owner closes the company's account (confirmed by its e-mail and password) or cancels a pending closure. */
const closureRoutes: FastifyPluginAsyncTypebox<{ rateLimits: RateLimits }> = async (app, { rateLimits }) => {
  mapRefusals(app, closureRefusals, companyRefusals);
  const deps = { db: app.db, clock: app.clock, files: app.files, mail: app.mail, passwords: app.passwords };
  // A stolen session must not become a password oracle: guesses count with the password change's.
  const limits = rateLimitHooks({ ...deps, rateLimits }, 'change-password');
  const common = { tags: ['settings'] };

  app.post(
    '/api/company/closure',
    {
      schema: {
        operationId: 'closeCompanyAccount',
        ...common,
        summary: "Schedule the closure of the company's account",
        description:
          "The owner types the company's e-mail and the password: 400 naming body/email (mismatch) or body/password (incorrect) otherwise. Everything of the company is erased 30 days later, except its orders; an e-mail says so. 409 CONFLICT while a closure is pending. Rate-limited like the password change.",
        body: CloseAccountBody,
        response: { 202: ClosureScheduled, ...problemResponses(400, 401, 403, 409, 413, 415, 429) },
      },
      onRequest: [app.requireRole('owner'), limits.perIp()],
      preHandler: limits.perAccount((request) => request.auth?.companyId),
    },
    async (request, reply) => reply.code(202).send(await requestClosure(deps, authOf(request).companyId, request.body)),
  );

  app.delete(
    '/api/company/closure',
    {
      schema: {
        operationId: 'cancelCompanyClosure',
        ...common,
        summary: "Cancel the pending closure of the company's account",
        description: 'Nothing is deleted; an e-mail confirms it. 409 CONFLICT when no closure is pending.',
        response: { 204: Type.Null(), ...problemResponses(401, 403, 409) },
      },
      onRequest: app.requireRole('owner'),
    },
    async (request, reply) => {
      await cancelClosure(deps, await requireCompany(deps.db, authOf(request).companyId));
      return reply.code(204).send(null);
    },
  );
};

export interface ClosureModuleOptions {
  rateLimits: RateLimits;
}

export const closureModule = fp<ClosureModuleOptions>(
  async (app, options) => {
    await app.register(closureRoutes, options);
  },
  { name: 'closure', fastify: '5.x', dependencies: ['core-services', 'files', 'mail'], encapsulate: true },
);
