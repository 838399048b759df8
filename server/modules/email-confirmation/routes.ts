import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { AcceptedResponse, ConfirmEmailBody, ConfirmEmailResponse } from '../../../contract/api/auth';
import { authOf } from '../../plugins/auth';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { companyMailDeps } from '../../services/company-mail-deps';
import { companyRefusals } from '../companies/company-refusal';
import { type RateLimitDeps, rateLimitHooks } from '../rate-limits/hooks';
import { confirmationRefusals } from './confirmation-refusal';
import { type EmailConfirmationDeps, confirmEmail, resendConfirmationEmail } from './service';

export type EmailConfirmationOptions = Pick<RateLimitDeps, 'rateLimits'>;

/** The link from the confirmation e-mail, and the banner's "send it again". */
const emailConfirmationRoutes: FastifyPluginAsyncTypebox<EmailConfirmationOptions> = async (app, { rateLimits }) => {
  mapRefusals(app, confirmationRefusals, companyRefusals);
  const deps: EmailConfirmationDeps & RateLimitDeps = {
    ...companyMailDeps(app),
    rateLimits,
  };
  const resendLimits = rateLimitHooks(deps, 'confirmation-email');

  app.post(
    '/api/auth/confirm-email',
    {
      config: { public: true },
      schema: {
        operationId: 'confirmEmail',
        tags: ['auth'],
        summary: 'Confirm the company e-mail with the token of a confirmation link',
        description:
          'Single use, valid 48 h. "already-confirmed" for a repeated click or any link of a confirmed company; 404 TOKEN_INVALID for an unknown link; 410 TOKEN_SUPERSEDED for a link a newer one replaced; 410 TOKEN_EXPIRED.',
        body: ConfirmEmailBody,
        response: { 200: ConfirmEmailResponse, ...problemResponses(400, 404, 410, 413, 415, 500) },
      },
    },
    async (request) => ({ result: await confirmEmail(deps, request.body.token) }),
  );

  app.post(
    '/api/auth/confirmation-email',
    {
      schema: {
        operationId: 'sendConfirmationEmail',
        tags: ['auth'],
        summary: 'E-mail a new confirmation link to the signed-in company',
        description:
          'Earlier links stop working. 409 CONFLICT when the e-mail is already confirmed. Rate-limited per IP and per company.',
        response: { 202: AcceptedResponse, ...problemResponses(401, 403, 409, 429, 500) },
      },
      onRequest: [resendLimits.perIp(), app.requireRole('owner', 'admin')],
      preHandler: resendLimits.perAccount((request) => request.auth?.companyId),
    },
    async (request, reply) => {
      await resendConfirmationEmail(deps, authOf(request).companyId);
      return reply.code(202).send({ status: 'accepted' as const });
    },
  );
};

export const emailConfirmationModule = fp(emailConfirmationRoutes, {
  name: 'email-confirmation',
  fastify: '5.x',
  dependencies: ['core-services', 'mail'],
  encapsulate: true,
});
