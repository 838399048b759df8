import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ChangePasswordBody } from '../../../contract/api/settings';
import { iso } from '../../clock';
import { authOf } from '../../plugins/auth';
import { HttpProblem, problemResponses } from '../../plugins/problem';
import { changeCompanyPasswordHash, companyById } from '../companies/service';
import { revokeOtherSessions } from '../sessions/service';
import { requestSource } from '../audit/actor';
import { recordSecurityEvent } from '../audit/record';
import { rateLimitHooks } from '../rate-limits/hooks';
import type { SettingsDeps } from '../settings/deps';
import { settingsPlugin } from '../settings/plugin';

/** The owner changes the company password; admins have their own (staff edit) and never the owner's. */
const passwordChangeRoutes: FastifyPluginAsyncTypebox<{
  deps: Pick<SettingsDeps, 'db' | 'clock' | 'passwords' | 'rateLimits'>;
}> = async (app, { deps }) => {
  // A stolen session must not become a password oracle: guesses of the current password are limited like sign-ins.
  const limits = rateLimitHooks(deps, 'change-password');
  app.post(
    '/api/company/password',
    {
      schema: {
        operationId: 'changeCompanyPassword',
        tags: ['settings'],
        summary: 'Change the company password',
        description:
          'A wrong current password is 400 naming body/currentPassword (reason incorrect). Every other session of the company ends; this one stays. Rate-limited per IP and per company; failed and successful changes are security events.',
        body: ChangePasswordBody,
        response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 413, 415, 429) },
      },
      // The session first, so a stranger's requests neither count against nor reveal the company's limit.
      onRequest: [app.requireRole('owner'), limits.perIp()],
      preHandler: limits.perAccount((request) => request.auth?.companyId),
    },
    async (request, reply) => {
      const auth = authOf(request);
      const company = await companyById(deps.db, auth.companyId);
      if (!company) throw new HttpProblem(401, 'UNAUTHORIZED');
      const now = deps.clock();
      const source = await requestSource(deps.db, request);
      if (!(await deps.passwords.verify(company.password_hash, request.body.currentPassword))) {
        await recordSecurityEvent(deps.db, {
          companyId: company.id,
          type: 'password-change-failed',
          source,
          at: now,
          details: { reason: 'wrong-current-password' },
        });
        throw new HttpProblem(400, 'VALIDATION_FAILED', {
          errors: [{ field: 'body/currentPassword', reason: 'incorrect' }],
        });
      }
      const passwordHash = await deps.passwords.hash(request.body.newPassword);
      await deps.db.transaction().execute(async (trx) => {
        await changeCompanyPasswordHash({ ...deps, db: trx }, company.id, passwordHash, now);
        await revokeOtherSessions(trx, company.id, auth.sessionId, now);
        await recordSecurityEvent(trx, { companyId: company.id, type: 'password-changed', source, at: now });
      });
      request.log.info({ companyId: company.id, at: iso(now) }, 'company password changed');
      return reply.code(204).send(null);
    },
  );
};

export const passwordChangeModule = settingsPlugin(
  'password-change',
  ['db', 'clock', 'passwords', 'rateLimits'],
  passwordChangeRoutes,
);
