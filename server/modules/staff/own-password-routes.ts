import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ChangePasswordBody } from '../../../contract/api/settings';
import { authOf } from '../../plugins/auth';
import { HttpProblem, problemResponses } from '../../plugins/problem';
import { requestSource } from '../audit/actor';
import { mapRefusals } from '../../plugins/refusal';
import { settingsPlugin } from '../settings/plugin';
import { type StaffDeps, changeOwnStaffPassword } from './service';
import { staffRefusals } from './staff-refusal';

/** An admin changes the password of their own staff login; the owner's is `POST /api/company/password`. */
const ownPasswordRoutes: FastifyPluginAsyncTypebox<{ deps: StaffDeps }> = async (app, { deps }) => {
  mapRefusals(app, staffRefusals);
  app.post(
    '/api/account/password',
    {
      schema: {
        operationId: 'changeOwnPassword',
        tags: ['staff'],
        summary: "Change the signed-in admin's own password",
        description:
          'A wrong current password is 400 naming body/currentPassword (reason incorrect). Every other session of this admin ends; this one stays.',
        body: ChangePasswordBody,
        response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 413, 415) },
      },
      onRequest: app.requireRole('admin'),
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (auth.staffId === null) throw new HttpProblem(403, 'FORBIDDEN');
      const source = await requestSource(deps.db, request);
      await changeOwnStaffPassword(deps, { ...auth, staffId: auth.staffId }, request.body, source);
      return reply.code(204).send(null);
    },
  );
};

export const ownPasswordModule = settingsPlugin('own-password', ['db', 'clock', 'passwords'], ownPasswordRoutes);
