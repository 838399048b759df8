import { createApi } from '@reduxjs/toolkit/query/react';
import { apiCacheSeconds } from '@contract/rules/client-timing';
import { baseQuery } from './base-query';

/**
 * The one RTK Query API of the SPA. Features add their endpoints with `commonApi.injectEndpoints` (and their tag
 * types with `enhanceEndpoints({ addTagTypes })`) in their own `api.ts`.
 */
export const commonApi = createApi({
  reducerPath: 'commonApi',
  baseQuery,
  keepUnusedDataFor: apiCacheSeconds,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
