import type { Account } from '@contract/api/auth';
import { commonApi } from './common-api';

/**
 * The signed-in account (`GET /api/account`), shared below the features: the auth pages prime it, the e-mail
 * confirmation feature refreshes it, the cabinet's header and banner read it.
 */
export const accountApi = commonApi.injectEndpoints({
  endpoints: (build) => ({
    account: build.query<Account, void>({
      query: () => 'account',
      providesTags: ['Account'],
    }),
  }),
});

export const { useAccountQuery } = accountApi;
