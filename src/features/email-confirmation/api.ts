import type { AcceptedResponse, ConfirmEmailBody, ConfirmEmailResponse } from '@contract/api/auth';
import { accountApi } from '@/api/account-api';
import { withRetryAfter } from '@/api/problem';
import { announceEmailConfirmed } from './confirmation-broadcast';

/** Confirming the company e-mail with a link's token, and sending a new link. */
export const emailConfirmationApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    // A query, not a mutation: the single-use token is sent once per page visit however often the page mounts
    // (React's StrictMode mounts twice), because equal arguments share one cache entry and one request.
    confirmEmail: build.query<ConfirmEmailResponse, ConfirmEmailBody['token']>({
      query: (token) => ({ url: 'auth/confirm-email', method: 'POST', body: { token } satisfies ConfirmEmailBody }),
      async onQueryStarted(_token, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.invalidateTags(['Account']));
          if (data.result === 'confirmed') announceEmailConfirmed();
        } catch {
          // The page shows the failure.
        }
      },
    }),
    resendConfirmation: build.mutation<AcceptedResponse, void>({
      query: () => ({ url: 'auth/confirmation-email', method: 'POST' }),
      transformErrorResponse: withRetryAfter,
      // A 409 means the e-mail got confirmed meanwhile (another tab, another device): the banner can go.
      invalidatesTags: (_result, error) => (error?.status === 409 ? ['Account'] : []),
    }),
  }),
});

export const { useConfirmEmailQuery, useResendConfirmationMutation } = emailConfirmationApi;
