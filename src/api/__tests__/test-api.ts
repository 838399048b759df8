import { commonApi } from '../common-api';

/** Endpoints injected the way features inject theirs, for exercising the base query. */
export const testApi = commonApi.injectEndpoints({
  endpoints: (build) => ({
    getThing: build.query<unknown, { path: string; params?: Record<string, string | number> }>({
      query: ({ path, params }) => (params ? { url: path, params } : path),
    }),
    postThing: build.mutation<unknown, { path: string; body: unknown }>({
      query: ({ path, body }) => ({ url: path, method: 'POST', body }),
    }),
  }),
});
