import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Profile, ProfileBody } from '../../../contract/api/settings';
import { authOf } from '../../plugins/auth';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { companyRefusals } from '../companies/company-refusal';
import { settingsPlugin } from '../settings/plugin';
import { profileRefusals } from './profile-refusal';
import { type ProfileDeps, getProfile, updateProfile } from './service';

const profileRoutes: FastifyPluginAsyncTypebox<{ deps: ProfileDeps }> = async (app, { deps }) => {
  mapRefusals(app, profileRefusals, companyRefusals);
  const common = { tags: ['settings'] };
  const cabinet = app.requireRole('owner', 'admin');

  app.get(
    '/api/company/profile',
    {
      schema: {
        operationId: 'getProfile',
        ...common,
        summary: 'The company profile',
        response: { 200: Profile, ...problemResponses(401, 403) },
      },
      onRequest: cabinet,
    },
    async (request) => getProfile(deps, authOf(request).companyId),
  );

  app.put(
    '/api/company/profile',
    {
      schema: {
        operationId: 'updateProfile',
        ...common,
        summary: 'Update the company profile',
        description:
          'Country as ISO 3166-1 alpha-2; the phone is validated and stored as E.164 (400 names body/phone).',
        body: ProfileBody,
        response: { 200: Profile, ...problemResponses(400, 401, 403, 413, 415) },
      },
      onRequest: cabinet,
    },
    async (request) => updateProfile(deps, authOf(request).companyId, request.body),
  );
};

export const profileModule = settingsPlugin('profile', ['db', 'clock'], profileRoutes);
