import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CardExpiryBody,
  CardIdParams,
  CardListQuery,
  CompanyCard,
  CompanyCardList,
  PatientRecord,
} from '../../../contract/api/cards';
import { DecisionFigures } from '../../../contract/api/card-decisions';
import { authOf } from '../../plugins/auth';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { cardRefusals } from './card-refusal';
import { changeExpiry, listCards, revokeCard } from './company-service';
import { requestSource } from '../audit/actor';
import type { CardsDeps } from './deps';
import { sendCardToPlatform } from './patient-record-service';
import { decisionFigures } from './figures-service';

const otherCompany = "Another company's card answers 404 like a missing one.";

/** The clinic's shared plans: list, revoke, expiry, and sending a card to the patient platform. Owners and admins. */
export const cardCompanyRoutes: FastifyPluginAsyncTypebox<{ deps: CardsDeps }> = async (app, { deps }) => {
  const common = { tags: ['cards'] };
  const cabinet = app.requireRole('owner', 'admin');
  mapRefusals(app, cardRefusals);

  app.get(
    '/api/company/cards',
    {
      schema: {
        operationId: 'listCards',
        ...common,
        summary: "The company's treatment-plan cards, newest first",
        description:
          "Paginated (`page` from 1, `pageSize` up to 100, 20 by default). State is active, revoked or expired. `decision` sums up the patient's answers (question-waiting, then the current acceptance or refusal, then opened or not-opened); `status` keeps the cards of one such status, and `total` and the pages count those.",
        querystring: CardListQuery,
        response: { 200: CompanyCardList, ...problemResponses(400, 401, 403) },
      },
      onRequest: cabinet,
    },
    async (request) => listCards(deps, authOf(request).companyId, request.query),
  );

  app.get(
    '/api/company/cards/figures',
    {
      schema: {
        operationId: 'cardDecisionFigures',
        ...common,
        summary: 'Plans shared, opened and accepted in the last 90 days, overall and per treatment module',
        description:
          "Shared: the cards created in the window; opened: of those, opened at least once; accepted: of those, whose current decision is an acceptance. A card counts in every treatment module of the catalogue positions in any of its options' plans; one without catalogue positions counts only overall. Every module is listed, zeros included.",
        response: { 200: DecisionFigures, ...problemResponses(401, 403) },
      },
      onRequest: cabinet,
    },
    async (request) => decisionFigures(deps, authOf(request).companyId),
  );

  app.post(
    '/api/company/cards/:id/revoke',
    {
      schema: {
        operationId: 'revokeCard',
        ...common,
        summary: "Revoke a card's preview link for good",
        description: `The link answers 404 from now on and the card's images and PDF are deleted; the card stays listed. Revoking again changes nothing, except that it removes files a store that was down (503 STORAGE_UNAVAILABLE) kept. ${otherCompany}`,
        params: CardIdParams,
        response: { 200: CompanyCard, ...problemResponses(400, 401, 403, 404, 503) },
      },
      onRequest: cabinet,
    },
    async (request) =>
      revokeCard(deps, authOf(request).companyId, request.params.id, await requestSource(deps.db, request)),
  );

  app.put(
    '/api/company/cards/:id/expiry',
    {
      schema: {
        operationId: 'setCardExpiry',
        ...common,
        summary: "Set a card's expiry",
        description: `A future instant at most 730 days ahead (400 body/expiresAt: past or maximum). An expired card opens again until the new date; a revoked one answers 409 CARD_REVOKED. ${otherCompany}`,
        params: CardIdParams,
        body: CardExpiryBody,
        response: { 200: CompanyCard, ...problemResponses(400, 401, 403, 404, 409, 413, 415) },
      },
      onRequest: cabinet,
    },
    async (request) =>
      changeExpiry(
        deps,
        authOf(request).companyId,
        request.params.id,
        request.body.expiresAt,
        await requestSource(deps.db, request),
      ),
  );

  app.post(
    '/api/company/cards/:id/patient-record',
    {
      schema: {
        operationId: 'createPatientRecord',
        ...common,
        summary: 'Create a patient record on the linked platform from a card',
        description: `Sends the patient and the plan once (the card id is the idempotency key; a card already sent answers its record). 409 PLATFORM_NOT_LINKED without a link, 409 PLATFORM_NOT_CONFIGURED when this server has no platform URL; 503 PLATFORM_UNAVAILABLE when the platform does not answer; 502 PLATFORM_TOKEN_REJECTED or PLATFORM_REJECTED when it refuses. Failures are recorded on the card, and a retry is always possible. ${otherCompany}`,
        params: CardIdParams,
        response: { 200: PatientRecord, ...problemResponses(400, 401, 403, 404, 409, 502, 503) },
      },
      onRequest: cabinet,
    },
    async (request) => sendCardToPlatform(deps, authOf(request).companyId, request.params.id),
  );
};
