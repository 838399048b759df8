import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { IdParams, StaffCreateBody, StaffList, StaffMember, StaffUpdateBody } from '../../../contract/api/settings';
import { authOf } from '../../plugins/auth';
import { problemResponses } from '../../plugins/problem';
import { requestSource } from '../audit/actor';
import { mapRefusals } from '../../plugins/refusal';
import { companyRefusals } from '../companies/company-refusal';
import { requireConfirmedCompany } from '../companies/service';
import { rateLimitHooks } from '../rate-limits/hooks';
import type { SettingsDeps } from '../settings/deps';
import { settingsPlugin } from '../settings/plugin';
import { type StaffDeps, addStaff, editStaff, listStaff, removeStaff } from './service';
import { staffRefusals } from './staff-refusal';

/** Doctors and admins of the company; the owner only (admins manage everything else). */
const staffRoutes: FastifyPluginAsyncTypebox<{ deps: StaffDeps & Pick<SettingsDeps, 'rateLimits'> }> = async (
  app,
  { deps },
) => {
  mapRefusals(app, staffRefusals, companyRefusals);
  const common = { tags: ['staff'] };
  const ownerOnly = app.requireRole('owner');
  // Adding and editing answer LOGIN_TAKEN for any company's login, so they would enumerate logins: only a company
  // with a confirmed e-mail may call them, and only so often.
  const limits = rateLimitHooks(deps, 'staff');
  const loginChecking = {
    onRequest: [ownerOnly, limits.perIp()],
    preHandler: [
      limits.perAccount((request) => request.auth?.companyId),
      async (request: FastifyRequest) => {
        await requireConfirmedCompany(deps.db, authOf(request).companyId);
      },
    ],
  };

  app.get(
    '/api/company/staff',
    {
      schema: {
        operationId: 'listStaff',
        ...common,
        summary: 'List doctors and admins',
        response: { 200: StaffList, ...problemResponses(401, 403) },
      },
      onRequest: ownerOnly,
    },
    async (request) => ({ staff: await listStaff(deps, authOf(request).companyId) }),
  );

  app.post(
    '/api/company/staff',
    {
      schema: {
        operationId: 'createStaffMember',
        ...common,
        summary: 'Add a doctor or admin',
        description:
          'The login is unique across all companies (409 LOGIN_TAKEN names body/login). 403 EMAIL_NOT_CONFIRMED until the company e-mail is confirmed; rate-limited per IP and per company.',
        body: StaffCreateBody,
        response: { 201: StaffMember, ...problemResponses(400, 401, 403, 409, 413, 415, 429) },
      },
      ...loginChecking,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addStaff(deps, authOf(request).companyId, request.body, await requestSource(deps.db, request))),
  );

  app.put(
    '/api/company/staff/:id',
    {
      schema: {
        operationId: 'updateStaffMember',
        ...common,
        summary: 'Edit a doctor or admin',
        description:
          'A new password or role signs the member out of every device. 403 EMAIL_NOT_CONFIRMED until the company e-mail is confirmed; rate-limited per IP and per company.',
        params: IdParams,
        body: StaffUpdateBody,
        response: { 200: StaffMember, ...problemResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
      ...loginChecking,
    },
    async (request) =>
      editStaff(
        deps,
        authOf(request).companyId,
        request.params.id,
        request.body,
        await requestSource(deps.db, request),
      ),
  );

  app.delete(
    '/api/company/staff/:id',
    {
      schema: {
        operationId: 'deleteStaffMember',
        ...common,
        summary: 'Remove a doctor or admin',
        params: IdParams,
        response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 404) },
      },
      onRequest: ownerOnly,
    },
    async (request, reply) => {
      await removeStaff(deps, authOf(request).companyId, request.params.id, await requestSource(deps.db, request));
      return reply.code(204).send(null);
    },
  );
};

export const staffModule = settingsPlugin('staff', ['db', 'clock', 'passwords', 'rateLimits'], staffRoutes);
