import { createApi } from '@reduxjs/toolkit/query/react';
import { apiCacheSeconds } from '@contract/rules/client-timing';
import { baseQuery } from './base-query';

/**
 * Every cache tag of the SPA, declared once: a query provides the tags of what it reads, a mutation invalidates the
 * tags of everything it changes on the server (the price list changes the license's bonus progress, for one), so no
 * screen waits for the cache to expire.
 */
export const cacheTags = [
  'Account',
  'License',
  'Orders',
  'Keys',
  'Releases',
  'PriceList',
  'Profile',
  'Avatar',
  'Staff',
  'Platform',
  'SecurityEvents',
  'SharedPlans',
  'CardDecisions',
  'DecisionFigures',
] as const;
export type CacheTag = (typeof cacheTags)[number];

/** The one RTK Query API of the SPA. Features add their endpoints with `commonApi.injectEndpoints` in their own `api.ts`. */
export const commonApi = createApi({
  reducerPath: 'commonApi',
  baseQuery,
  tagTypes: cacheTags,
  keepUnusedDataFor: apiCacheSeconds,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
