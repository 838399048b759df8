import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PlatformLink, PlatformLinkBody } from '../../../contract/api/settings';
import { authOf } from '../../plugins/auth';
import { problemResponses } from '../../plugins/problem';
import { requestSource } from '../audit/actor';
import { mapRefusals } from '../../plugins/refusal';
import { companyRefusals } from '../companies/company-refusal';
import { settingsPlugin } from '../settings/plugin';
import { PlatformRefusal, platformRefusals } from './platform-refusal';
import { type PlatformDeps, getPlatformLink, linkPlatform, unlinkPlatform } from './service';

const patientPlatformRoutes: FastifyPluginAsyncTypebox<{ deps: PlatformDeps }> = async (app, { deps }) => {
  mapRefusals(app, platformRefusals, companyRefusals);
  const common = { tags: ['settings'] };
  const cabinet = app.requireRole('owner', 'admin');

  app.get(
    '/api/company/platform',
    {
      schema: {
        operationId: 'getPatientPlatform',
        ...common,
        summary: 'Whether the patient platform is linked',
        response: { 200: PlatformLink, ...problemResponses(401, 403) },
      },
      onRequest: cabinet,
    },
    async (request) => getPlatformLink(deps, authOf(request).companyId),
  );

  app.put(
    '/api/company/platform',
    {
      schema: {
        operationId: 'linkPatientPlatform',
        ...common,
        summary: 'Link the patient platform with its API token',
        description:
          'The token is checked against the platform first: 400 PLATFORM_TOKEN_REJECTED (body/token) when refused, 503 PLATFORM_UNAVAILABLE when it does not answer, 409 PLATFORM_NOT_CONFIGURED when this server has no platform URL. Stored encrypted.',
        body: PlatformLinkBody,
        response: { 200: PlatformLink, ...problemResponses(400, 401, 403, 409, 413, 415, 503) },
      },
      onRequest: cabinet,
    },
    async (request) => {
      if (!deps.patientPlatformUrl) {
        request.log.info('patient platform link refused: PATIENT_PLATFORM_URL is not set');
        throw new PlatformRefusal({ kind: 'not-configured' });
      }
      return linkPlatform(deps, authOf(request).companyId, request.body.token, await requestSource(deps.db, request));
    },
  );

  app.delete(
    '/api/company/platform',
    {
      schema: {
        operationId: 'unlinkPatientPlatform',
        ...common,
        summary: 'Unlink the patient platform (deletes the token)',
        response: { 204: Type.Null(), ...problemResponses(401, 403) },
      },
      onRequest: cabinet,
    },
    async (request, reply) => {
      await unlinkPlatform(deps, authOf(request).companyId, await requestSource(deps.db, request));
      return reply.code(204).send(null);
    },
  );
};

export const patientPlatformModule = settingsPlugin(
  'patient-platform',
  ['db', 'clock', 'secretBox', 'patientPlatformUrl'],
  patientPlatformRoutes,
);
