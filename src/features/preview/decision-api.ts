import type { DecisionBody, PatientDecisionState } from '@contract/api/card-decisions';
import { commonApi } from '@/api/common-api';
import { withRetryAfter } from '@/api/problem';

const path = (previewLink: string) => `cards/${encodeURIComponent(previewLink)}/decisions`;

/** The patient's decision on a card: public, the preview link is the only key. */
export const decisionApi = commonApi.injectEndpoints({
  endpoints: (build) => ({
    getCardDecisions: build.query<PatientDecisionState, string>({
      query: path,
    }),
    sendDecision: build.mutation<PatientDecisionState, { previewLink: string; body: DecisionBody }>({
      query: ({ previewLink, body }) => ({ url: path(previewLink), method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
      // The answer is the card's whole decision state, so the section shows it without asking again.
      onQueryStarted: async ({ previewLink }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(decisionApi.util.upsertQueryData('getCardDecisions', previewLink, data));
        } catch {
          // The form shows the failure.
        }
      },
    }),
  }),
});

export const { useGetCardDecisionsQuery, useSendDecisionMutation } = decisionApi;
