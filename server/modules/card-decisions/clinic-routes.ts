import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { CardDecisionHistory } from '../../../contract/api/card-decisions';
import { CardIdParams } from '../../../contract/api/cards';
import type { Database } from '../../db/tables';
import { authOf } from '../../plugins/auth';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { cardRefusals } from '../cards/card-refusal';
import { clinicHistory } from './clinic-service';

/** The clinic reads a card's answers; owners and admins, like the rest of the Shared plans routes. */
export const cardDecisionsClinicRoutes: FastifyPluginAsyncTypebox<{ deps: { db: Kysely<Database> } }> = async (
  app,
  { deps },
) => {
  mapRefusals(app, cardRefusals);

  app.get(
    '/api/company/cards/:id/decisions',
    {
      schema: {
        operationId: 'listCardDecisions',
        tags: ['cards'],
        summary: "A card's answers from the patient, oldest first",
        description:
          "Acceptances, refusals, questions and call requests as recorded (never edited). `superseded` marks an acceptance or refusal a later one replaced; questions are never superseded. Another company's card answers 404 like a missing one.",
        params: CardIdParams,
        response: { 200: CardDecisionHistory, ...problemResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole('owner', 'admin'),
    },
    async (request) => clinicHistory(deps, authOf(request).companyId, request.params.id),
  );
};
