import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { ReceiptParams, ReceiptQuery } from '../../../contract/api/card-decisions';
import { fallbackLanguage } from '../../../contract/rules/languages';
import { isKnownTimeZone, receiptDefaultTimeZone } from '../../../contract/rules/receipt-time-zone';
import { HttpProblem, problemResponses } from '../../plugins/problem';
import { type ReceiptDeps, decisionReceipt } from './receipt-service';
import { receiptTexts } from './receipt-texts';

// Old clients read only `filename`, so it stays ASCII; the rest get the title in the receipt's language.
const attachment = (title: string): string =>
  contentDisposition(`${title}.pdf`, { fallback: 'treatment-plan-accepted.pdf' });

const receiptRoutes: FastifyPluginAsyncTypebox<{ deps: ReceiptDeps }> = async (app, { deps }) => {
  app.get(
    '/api/cards/:previewLink/decisions/:id/receipt.pdf',
    {
      config: { public: true },
      schema: {
        operationId: 'getDecisionReceipt',
        tags: ['cards'],
        summary: "The PDF receipt of the patient's acceptance of an option (public)",
        description:
          "The accepted option's plan with its prices, the clinic, and the decision: the typed name, the time, the consent line as ticked, the decision's id and the plan version's hash. Rendered on each request from the card and the decision, never stored. `lng` picks the language (en, ru, uk; en when not given), `tz` the time zone of its times (an IANA name the server's Intl knows, else 400 naming `tz`; UTC when not given). 404 NOT_FOUND when the link does not open a card now (unknown, malformed, revoked, expired: as for the card itself) or the id is not an acceptance of that card.",
        params: ReceiptParams,
        querystring: ReceiptQuery,
        produces: ['application/pdf'],
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The receipt (PDF).' }),
          ...problemResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const language = request.query.lng ?? fallbackLanguage;
      const timeZone = request.query.tz ?? receiptDefaultTimeZone;
      // The schema checks the name's shape; whether the zone exists only Intl knows.
      if (!isKnownTimeZone(timeZone)) {
        throw new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field: 'querystring/tz', reason: 'timeZone' }] });
      }
      const { previewLink, id } = request.params;
      const pdf = await decisionReceipt(deps, previewLink, id, { language, timeZone });
      if (!pdf) throw new HttpProblem(404, 'NOT_FOUND');
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', attachment(receiptTexts[language].title))
          // A patient's data: no shared cache keeps it, and a revoked link stops giving it at once.
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          .send(pdf)
      );
    },
  );
};

/** The patient's receipt of an accepted option; after the cards module, whose public lookup of a link it uses. */
export const cardDecisionReceiptModule = fp(
  (async (app) => {
    await app.register(receiptRoutes, { deps: { db: app.db, clock: app.clock, files: app.files } });
  }) satisfies FastifyPluginAsync,
  { name: 'card-decision-receipts', fastify: '5.x', dependencies: ['core-services', 'files', 'cards'] },
);
