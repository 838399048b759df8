import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SecurityEventPage, SecurityEventsQuery } from '../../../contract/api/security-events';
import { authOf } from '../../plugins/auth';
import { problemResponses } from '../../plugins/problem';
import type { SettingsDeps } from '../settings/deps';
import { settingsPlugin } from '../settings/plugin';
import { listSecurityEvents } from './service';

/** The company's audit log; the owner only, like staff management. */
const securityEventRoutes: FastifyPluginAsyncTypebox<{ deps: Pick<SettingsDeps, 'db'> }> = async (app, { deps }) => {
  app.get(
    '/api/company/security-events',
    {
      schema: {
        operationId: 'listSecurityEvents',
        tags: ['settings'],
        summary: 'Security events of the company, newest first',
        description:
          'Sign-ins (and failed ones), password changes and resets, staff changes, key reloads, platform link/unlink and card link changes. Pass `nextCursor` as `before` for the next page; `limit` 1–100, 20 by default. Kept for a year.',
        querystring: SecurityEventsQuery,
        response: { 200: SecurityEventPage, ...problemResponses(400, 401, 403) },
      },
      onRequest: app.requireRole('owner'),
    },
    async (request) => listSecurityEvents(deps.db, authOf(request).companyId, request.query),
  );
};

export const securityEventsModule = settingsPlugin('security-events', ['db'], securityEventRoutes);
