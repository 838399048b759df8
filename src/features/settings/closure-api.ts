import type { CloseAccountBody, ClosureScheduled } from '@contract/api/closure';
import { commonApi } from '@/api/common-api';
import { withRetryAfter } from '@/api/problem';

/** The owner schedules or cancels the account's closure; the account answer carries the pending one. */
export const closureApi = commonApi.injectEndpoints({
  endpoints: (build) => ({
    closeAccount: build.mutation<ClosureScheduled, CloseAccountBody>({
      query: (body) => ({ url: 'company/closure', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
      // A 409 means a closure is pending already: the account shows it either way.
      invalidatesTags: (_result, error) => (!error || error.status === 409 ? ['Account'] : []),
    }),
    cancelClosure: build.mutation<null, void>({
      query: () => ({ url: 'company/closure', method: 'DELETE' }),
      // A 409 means nothing is pending (cancelled elsewhere): the account drops the notice either way.
      invalidatesTags: ['Account'],
    }),
  }),
});

export const { useCloseAccountMutation, useCancelClosureMutation } = closureApi;
