import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DecisionBody, PatientDecisionState } from '../../../contract/api/card-decisions';
import { PreviewLinkParams } from '../../../contract/api/cards';
import type { RateLimits } from '../../config-rate-limits';
import { problemResponses } from '../../plugins/problem';
import { mapRefusals } from '../../plugins/refusal';
import { unvalidatedParamsCompiler } from '../../plugins/validation';
import { cardRefusals } from '../cards/card-refusal';
import { rateLimitHooks } from '../rate-limits/hooks';
import { decisionRefusals } from './decision-refusal';
import { type PatientDecisionDeps, patientDecisionState, recordDecision } from './patient-service';

const notFoundNote =
  'An unknown, malformed, revoked or expired link, or a closing clinic’s, answers the same 404 NOT_FOUND as the card.';

/** The patient's side, no session: answering a card and reading the answer back. */
export const decisionPatientRoutes: FastifyPluginAsyncTypebox<{
  deps: PatientDecisionDeps & { rateLimits: RateLimits };
}> = async (app, { deps }) => {
  mapRefusals(app, cardRefusals, decisionRefusals);
  const limits = rateLimitHooks(deps, 'card-decision');
  const common = { tags: ['cards'], params: PreviewLinkParams };

  app.get(
    '/api/cards/:previewLink/decisions',
    {
      config: { public: true },
      validatorCompiler: unvalidatedParamsCompiler,
      schema: {
        operationId: 'getPreviewCardDecision',
        ...common,
        summary: "The patient's current answer to a card (public)",
        description: `The latest acceptance or refusal, and whether a question or call request is newer. ${notFoundNote}`,
        response: { 200: PatientDecisionState, ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return patientDecisionState(deps, request.params.previewLink);
    },
  );

  app.post(
    '/api/cards/:previewLink/decisions',
    {
      config: { public: true },
      validatorCompiler: unvalidatedParamsCompiler,
      schema: {
        operationId: 'postPreviewCardDecision',
        ...common,
        summary: 'Accept an option, decline, ask a question or ask for a call (public)',
        description: `Recorded and never edited; a later acceptance or refusal supersedes the earlier one. The clinic gets an e-mail. The same requestId again answers 200 with the state and records nothing; with another answer, 409 CONFLICT naming body/requestId. Rate-limited per link and per client IP (429 with Retry-After). ${notFoundNote}`,
        body: DecisionBody,
        response: {
          200: PatientDecisionState,
          201: PatientDecisionState,
          ...problemResponses(400, 404, 409, 429),
        },
      },
      onRequest: limits.perIp(),
      preHandler: limits.perAccount((request) => (request.params as { previewLink: string }).previewLink),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { created, state } = await recordDecision(deps, request.params.previewLink, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return reply.code(created ? 201 : 200).send(state);
    },
  );
};
