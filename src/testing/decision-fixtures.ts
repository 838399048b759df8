import { http } from 'msw';
import type { DecisionBody, PatientDecision, PatientDecisionState } from '@contract/api/card-decisions';
import { apiUrl, problemResponse } from './msw-server';
import { previewLink } from './preview-fixtures';

/** The patient's decisions on a card (`/api/cards/:previewLink/decisions`), for the preview page's web tests. */

const decisions = `cards/${previewLink}/decisions`;
const undecided: PatientDecisionState = { current: null, questionWaiting: false };

/** By default nothing has been decided on the card. */
export const decisionHandlers = [http.get(apiUrl('cards/:previewLink/decisions'), () => Response.json(undecided))];

export const acceptedDecision = (overrides: Partial<PatientDecision> = {}): PatientDecision => ({
  id: '01jdq3m8v4k2r7t9w5x6y8z0ab',
  kind: 'accepted',
  createdAt: '2026-03-16T09:15:00.000Z',
  optionIndex: 1,
  optionTitle: 'Bridge',
  fullName: 'Olena Kovalenko',
  receiptUrl: `/api/${decisions}/01jdq3m8v4k2r7t9w5x6y8z0ab/receipt.pdf`,
  ...overrides,
});

export const declinedDecision = (): PatientDecision => ({
  id: '01jdq3m8v4k2r7t9w5x6y8z0ac',
  kind: 'declined',
  createdAt: '2026-03-17T18:40:00.000Z',
  optionIndex: null,
  optionTitle: null,
  fullName: null,
  receiptUrl: null,
});

/** What a failing POST answers instead of recording the decision. */
export type Failure = 'network' | 500 | 429 | 404 | { field: string };

const failureResponse = (failure: Failure): Response => {
  if (failure === 'network') return Response.error();
  if (failure === 500) return problemResponse({ type: 'about:blank', title: 'Error', status: 500, code: 'INTERNAL' });
  if (failure === 404)
    return problemResponse({ type: 'about:blank', title: 'Not Found', status: 404, code: 'NOT_FOUND' });
  if (failure === 429) {
    const response = problemResponse({ type: 'about:blank', title: 'Too Many', status: 429, code: 'RATE_LIMITED' });
    response.headers.set('retry-after', '540');
    return response;
  }
  return problemResponse({
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    code: 'VALIDATION_FAILED',
    errors: [{ field: `body/${failure.field}`, reason: 'invalid' }],
  });
};

/**
 * A card's decisions kept as the server would: the POST bodies it got (in order), the state it answers, and the
 * failures the next POSTs meet first, one each.
 */
export const decisionStore = (initial: PatientDecisionState = undecided, failures: Failure[] = []) => {
  const requests: DecisionBody[] = [];
  let state = initial;
  const answered = new Map<string, PatientDecisionState>();
  const handlers = [
    http.get(apiUrl('cards/:previewLink/decisions'), () => Response.json(state)),
    http.post(apiUrl('cards/:previewLink/decisions'), async ({ request }) => {
      const body = (await request.json()) as DecisionBody;
      requests.push(body);
      const failure = failures.shift();
      if (failure !== undefined) return failureResponse(failure);
      const known = answered.get(body.requestId);
      if (known) return Response.json(known);
      const createdAt = '2026-03-18T12:00:00.000Z';
      if (body.kind === 'accepted') {
        const title = ['Implant', 'Bridge', 'Removable denture'][body.optionIndex] ?? '';
        state = {
          current: acceptedDecision({
            createdAt,
            optionIndex: body.optionIndex,
            optionTitle: title,
            fullName: body.fullName,
          }),
          questionWaiting: false,
        };
      } else if (body.kind === 'declined') {
        state = { current: { ...declinedDecision(), createdAt }, questionWaiting: false };
      } else {
        state = { ...state, questionWaiting: true };
      }
      answered.set(body.requestId, state);
      return Response.json(state);
    }),
  ];
  return { handlers, requests };
};
