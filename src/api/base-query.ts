import {
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { authorizationKey } from '@contract/rules/auth';
import { destroySession } from '@/session/destroy-session';
import { noteForcedSignOut } from '@/session/forced-sign-out';
import { pageReload } from '@/session/page-reload';
import { selectSessionToken } from '@/session/session-state';

/** What the store hands every thunk and query as `extra`; the app builds it from its config module. */
export interface ApiExtra {
  /** Absolute base of the API, ending in `/api/`. */
  apiBaseUrl: string;
}

export const sessionExpiredLog = 'Session expired: signing out';

const readExtra = (api: BaseQueryApi): ApiExtra => {
  const extra = api.extra as Partial<ApiExtra> | undefined;
  if (!extra?.apiBaseUrl) throw new Error('The store was created without `extra.apiBaseUrl`; use setupStore().');
  return { apiBaseUrl: extra.apiBaseUrl };
};

// fetchBaseQuery already follows the API's wire rules (JSON bodies with a JSON content type, params as a query
// string, empty body → null, 2xx = success, FETCH_ERROR, PARSING_ERROR with the original status and raw body); one
// instance per base URL adds the session header.
const fetchers = new Map<string, ReturnType<typeof fetchBaseQuery>>();
const fetcherFor = (baseUrl: string) => {
  let fetcher = fetchers.get(baseUrl);
  if (!fetcher) {
    fetcher = fetchBaseQuery({
      baseUrl,
      prepareHeaders: (headers, { getState }) => {
        const token = selectSessionToken(getState());
        if (token) headers.set(authorizationKey, token);
        return headers;
      },
    });
    fetchers.set(baseUrl, fetcher);
  }
  return fetcher;
};

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

export const baseQuery: AppBaseQuery = async (args, api, extraOptions) => {
  const sentToken = selectSessionToken(api.getState());
  const result = await fetcherFor(readExtra(api).apiBaseUrl)(args, api, extraOptions);
  // Only a request that carried a session can find it expired: a 401 to an anonymous request (a wrong password)
  // goes back to its caller. The caller gets its 401 first; the session ends on the next tick, because resetting
  // the API cache aborts requests in flight, this one included. A token that changed meanwhile belongs to a newer
  // session and stays.
  if (sentToken && result.meta?.response?.status === 401) {
    setTimeout(() => {
      if (selectSessionToken(api.getState()) !== sentToken) return;
      console.warn(sessionExpiredLog);
      noteForcedSignOut();
      api.dispatch(destroySession());
      pageReload.reload();
    }, 0);
  }
  return result;
};
