import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BonusParams, LicenseSummary } from '../../../contract/api/license-summary';
import { authOf } from '../../plugins/auth';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import type { LicensingDeps } from './deps';
import { licenseRefusals } from './license-refusal';
import { applyBonus, licenseSummary } from './summary-service';

export interface LicenseSummaryRoutesOptions {
  deps: LicensingDeps;
}

/** The dashboard's trial, bonus and subscription state, and the "Get 5 days" action. */
export const licenseSummaryRoutes: FastifyPluginAsyncTypebox<LicenseSummaryRoutesOptions> = async (app, { deps }) => {
  const cabinet = app.requireRole('owner', 'admin');
  mapRefusals(app, licenseRefusals);

  app.get(
    '/api/company/license',
    {
      schema: {
        operationId: 'getLicenseSummary',
        tags: ['license'],
        summary: 'Trial, bonuses and subscription',
        response: { 200: LicenseSummary, ...problemResponses(401, 403, 500) },
      },
      onRequest: cabinet,
    },
    async (request) => licenseSummary(deps, authOf(request).companyId),
  );

  app.post(
    '/api/company/bonuses/:kind',
    {
      schema: {
        operationId: 'applyBonus',
        tags: ['license'],
        summary: 'Apply a trial bonus ("Get 5 days")',
        description:
          'profile: once country, city, CEO and phone are filled; price-list: once 10 rows have an element, a name and a price. Each applies once, ever; applying an applied bonus answers the summary unchanged. 409 BONUS_NOT_AVAILABLE while its challenge is not done.',
        params: BonusParams,
        response: { 200: LicenseSummary, ...problemResponses(400, 401, 403, 409, 500) },
      },
      onRequest: cabinet,
    },
    async (request) => applyBonus(deps, authOf(request).companyId, request.params.kind),
  );
};
