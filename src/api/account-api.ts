import type { Account } from '@contract/api/auth';
import { commonApi } from './common-api';

/**
 * The signed-in account (`GET /api/account`), shared below the features: the auth pages prime it, the e-mail
 * confirmation feature refreshes it, the cabinet's header and banner read it.
 */
export const accountTag = 'Account' as const;

export const accountApi = commonApi.enhanceEndpoints({ addTagTypes: [accountTag] }).injectEndpoints({
  endpoints: (build) => ({
    account: build.query<Account, void>({
      query: () => 'account',
      providesTags: [accountTag],
    }),
  }),
});

export const { useAccountQuery } = accountApi;
