import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CardFileParams, PreviewLinkParams, PublicCard } from '../../../contract/api/cards';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { unvalidatedParamsCompiler } from '../../plugins/validation';
import { sendStored, sendUnsatisfiable } from '../../storage/byte-range';
import { cardRefusals } from './card-refusal';
import type { CardsDeps } from './deps';
import { cardFile, publicCard } from './public-service';

const notFoundNote =
  'An unknown, malformed, revoked or expired link answers the same 404 NOT_FOUND, so a link cannot be probed.';

/** The patient's side, no session: the card of a preview link and its images and PDF. */
export const cardPublicRoutes: FastifyPluginAsyncTypebox<{ deps: CardsDeps }> = async (app, { deps }) => {
  mapRefusals(app, cardRefusals);
  app.get(
    '/api/cards/:previewLink',
    {
      config: { public: true },
      validatorCompiler: unvalidatedParamsCompiler,
      schema: {
        operationId: 'getPreviewCard',
        tags: ['cards'],
        summary: 'The treatment-plan card a preview link opens (public)',
        description: `Patient, saved date, images (srcset-ready variants), formula, plan with totals, PDF, and the clinic's name, logo and contacts. Each answer counts a view; no IP address is kept. ${notFoundNote}`,
        params: PreviewLinkParams,
        response: { 200: PublicCard, ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      // A patient's data: no shared cache keeps it, so a revoked link stops showing it.
      reply.header('cache-control', 'private, no-store');
      // A HEAD (a link checker) reads no card, so it is no view.
      return publicCard(deps, request.params.previewLink, { countView: request.method === 'GET' });
    },
  );

  app.get(
    '/api/cards/:previewLink/files/:name',
    {
      config: { public: true },
      validatorCompiler: unvalidatedParamsCompiler,
      schema: {
        operationId: 'getPreviewCardFile',
        tags: ['cards'],
        summary: 'An image variant or the PDF of a card (public)',
        description: `Names come from the card's image variants and pdfUrl. Immutable and cached for a year by the browser only (private): a revoked or expired card's files are not served. The PDF is sent as a download; one byte range (Range: bytes=…) answers 206. ${notFoundNote}`,
        params: CardFileParams,
        produces: ['image/webp', 'image/jpeg', 'application/pdf'],
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The file.' }),
          206: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The asked range of the file.' }),
          416: Type.Null({ description: 'The asked range lies past the end of the file.' }),
          ...problemResponses(404, 503),
        },
      },
    },
    async (request, reply) => {
      const found = await cardFile(deps, request.params.previewLink, request.params.name, request.headers.range);
      if (found.role === 'pdf') reply.header('content-disposition', 'attachment; filename="treatment-plan.pdf"');
      reply
        .type(found.mediaType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin');
      return found.file ? sendStored(reply, found.file) : sendUnsatisfiable(reply, found.size);
    },
  );
};
