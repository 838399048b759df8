import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { AcceptedResponse, ForgotPasswordBody, ResetPasswordBody } from '../../../contract/api/auth';
import { normalizeEmail } from '../../../contract/rules/account';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { companyMailDeps } from '../../services/company-mail-deps';
import { hashSecretToken } from '../../security/secret-tokens';
import { type RateLimitDeps, rateLimitHooks } from '../rate-limits/hooks';
import { resetRefusals } from './reset-refusal';
import { type PasswordResetDeps, requestPasswordReset, resetPassword } from './service';

export type PasswordResetOptions = Pick<RateLimitDeps, 'rateLimits'>;

/**
 * Forgot-password answers no sooner than this, whether or not it queued an e-mail, so its timing does not tell
 * which addresses have accounts. Far above the few milliseconds the writes take.
 */
export const forgotPasswordAnswerMs = 150;

/** "Forgot password" and the reset link. */
const passwordResetRoutes: FastifyPluginAsyncTypebox<PasswordResetOptions> = async (app, { rateLimits }) => {
  mapRefusals(app, resetRefusals);
  const deps: PasswordResetDeps & RateLimitDeps = {
    ...companyMailDeps(app),
    passwords: app.passwords,
    rateLimits,
  };
  const forgotLimits = rateLimitHooks(deps, 'forgot-password');
  const resetLimits = rateLimitHooks(deps, 'reset-password');

  app.post(
    '/api/auth/forgot-password',
    {
      config: { public: true },
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        description:
          'Always 202 with the same body and timing; the link (valid 1 h, single use) is sent only when the address belongs to a company, in its language. Rate-limited per IP and per e-mail.',
        body: ForgotPasswordBody,
        response: { 202: AcceptedResponse, ...problemResponses(400, 413, 415, 429, 500) },
      },
      onRequest: forgotLimits.perIp(),
      preHandler: forgotLimits.perAccount((request) => normalizeEmail((request.body as ForgotPasswordBody).email)),
    },
    async (request, reply) => {
      await Promise.all([requestPasswordReset(deps, request.body.email, request.ip), sleep(forgotPasswordAnswerMs)]);
      return reply.code(202).send({ status: 'accepted' as const });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { public: true },
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link',
        description:
          'Uses the link up and signs every session of the company out. 404 TOKEN_INVALID for an unknown or used link, 410 TOKEN_EXPIRED. Rate-limited per IP and per link.',
        body: ResetPasswordBody,
        response: { 204: Type.Null(), ...problemResponses(400, 404, 410, 413, 415, 429, 500) },
      },
      onRequest: resetLimits.perIp(),
      preHandler: resetLimits.perAccount((request) => hashSecretToken((request.body as ResetPasswordBody).token)),
    },
    async (request, reply) => {
      await resetPassword(deps, request.body.token, request.body.password, request.ip);
      return reply.code(204).send(null);
    },
  );
};

export const passwordResetModule = fp(passwordResetRoutes, {
  name: 'password-reset',
  fastify: '5.x',
  dependencies: ['core-services', 'mail'],
  encapsulate: true,
});
