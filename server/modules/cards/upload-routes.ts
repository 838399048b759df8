import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CardUploadBody, UploadedCard } from '../../../contract/api/cards';
import { cardImageFields, cardPdfField, cardTextFields } from '../../../contract/rules/treatment-cards';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { multipartValidatorCompiler } from '../../plugins/validation';
import { companyRefusals } from '../companies/company-refusal';
import { licenseRefusals } from '../licensing/license-refusal';
import { cardRefusals } from './card-refusal';
import type { CardsDeps } from './deps';
import { readUploadParts } from './multipart-parts';
import { uploadCard } from './upload-service';

/** A text part holds at most this much: a plan's JSON, even four options', fits many times over. */
const fieldMaxBytes = 1024 * 1024;
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** `POST /api/app/cards`: the desktop program uploads a treatment-plan card (multipart). */
export const cardUploadRoutes: FastifyPluginAsyncTypebox<{ deps: CardsDeps }> = async (app, { deps }) => {
  // The upload checks the device's key with the licence's rules and reads the clinic's currency.
  mapRefusals(app, cardRefusals, licenseRefusals, companyRefusals);
  const { imageMaxBytes, pdfMaxBytes } = deps.cards;
  const fileLimits = {
    ...Object.fromEntries(cardImageFields.map((name) => [name, imageMaxBytes])),
    [cardPdfField]: pdfMaxBytes,
  };
  // Registered here, so multipart parsing exists on this plugin's routes only. The plugin's own file limit sits
  // above every part's, so readUploadParts names the part that is too large.
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(imageMaxBytes, pdfMaxBytes) + 1,
      fieldSize: fieldMaxBytes,
      files: 5,
      fields: 20,
      parts: 25,
    },
  });

  app.post(
    '/api/app/cards',
    {
      config: { public: true, secretAnswer: true },
      validatorCompiler: multipartValidatorCompiler,
      schema: {
        operationId: 'uploadCard',
        tags: ['desktop app'],
        summary: 'Upload a treatment-plan card from an activated device',
        description: [
          'multipart/form-data. Text parts: `key` and `fingerprint` (the activated device, as for /api/app/validate), `patientName`, `savedAt` (ISO instant), `formulaDescription` (optional), and either `formula` and `plan` (one plan) or `options` (1 to 4 treatment options, each with its `title`, optional `note` and `recommended`, its own `formula` and `plan`), never both (400 `body/options` `exclusive`); all JSON text, schemas below. Files: `before` and `after` (JPEG, PNG or WebP, decided from the bytes), optional `pdf`.',
          `Limits: ${megabytes(imageMaxBytes)} MB per image, ${megabytes(pdfMaxBytes)} MB for the PDF (413 naming the part), 50 megapixels per image (413).`,
          'Images are re-encoded without metadata into widths of 480, 960 and 1600 px (WebP and JPEG). The plan is in the company price-list currency; every line total is quantity × unit price, every step total the sum of its lines, the plan total the sum of its steps (400 naming the total otherwise). With options, the plan of each option adds up on its own (`body/options/1/plan/steps/0/totalMinor`), all are in one currency, at most one is recommended, and the formula of every option agrees on the teeth and the bridges before treatment (400 naming the first place that differs, `body/options/2/formula/teeth/5/before`). In the card answer, `formula` and `plan` are the recommended option, or the first.',
          '400 names each failing field (`body/formula/teeth/3/tooth`); 415 for a file that is not an image (or not a PDF); 403 LICENSE_NOT_VALID with `licenseCode` (NOT_ACTIVATED, EXPIRED, KEY_REVOKED, DEVICE_MISMATCH, EMAIL_NOT_CONFIRMED, UNKNOWN_KEY) when the device may not act. 507 STORAGE_FULL, 503 STORAGE_READ_ONLY or 503 STORAGE_UNAVAILABLE (the object store cannot be reached), with Retry-After, when the server cannot store the files; nothing of the card is kept then. 201 answers the preview link and the URL to send the patient.',
        ].join('\n\n'),
        consumes: ['multipart/form-data'],
        body: CardUploadBody,
        response: { 201: UploadedCard, ...problemResponses(400, 403, 413, 415, 500, 503, 507) },
      },
    },
    async (request, reply) => {
      const parts = await readUploadParts(request, { textFields: cardTextFields, fileLimits });
      return reply.code(201).send(await uploadCard(deps, parts));
    },
  );
};
