import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppCardDecisionsBody, CardDecisionHistory } from '../../../contract/api/card-decisions';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { cardRefusals } from '../cards/card-refusal';
import type { DeviceCheckDeps } from '../licensing/deps';
import { licenseRefusals } from '../licensing/license-refusal';
import { appHistory } from './app-service';

/** `POST /api/app/cards/decisions`: the desktop program reads the answers to a card it uploaded. */
export const cardDecisionsAppRoutes: FastifyPluginAsyncTypebox<{ deps: DeviceCheckDeps }> = async (app, { deps }) => {
  mapRefusals(app, cardRefusals, licenseRefusals);

  app.post(
    '/api/app/cards/decisions',
    {
      // Patient data: no cache may keep it.
      config: { public: true, secretAnswer: true },
      schema: {
        operationId: 'appCardDecisions',
        tags: ['desktop app'],
        summary: "A card's answers from the patient, for the device that may upload",
        description:
          "`key` and `fingerprint` as for the upload: 403 LICENSE_NOT_VALID with `licenseCode` (NOT_ACTIVATED, EXPIRED, KEY_REVOKED, DEVICE_MISMATCH, EMAIL_NOT_CONFIRMED, UNKNOWN_KEY, COMPANY_CLOSING) when the device may not act; a key that fails its check character is a 400 naming body/key. `cardId` is the id the upload answered: 404 NOT_FOUND when no card of the key's company has it (another company's card included). Answers the history oldest first, `superseded` marking an acceptance or refusal a later one replaced.",
        body: AppCardDecisionsBody,
        response: { 200: CardDecisionHistory, ...problemResponses(400, 403, 404, 413, 415, 500) },
      },
    },
    async (request) => appHistory(deps, request.body),
  );
};
