import type { ArticleListResponse, LandingContentResponse } from '@contract/api/content';
import type { Language } from '@contract/rules/languages';
import { commonApi } from '@/api/common-api';

/** The landing's data from `content/`: clinics, questions and answers, the video review, the latest articles. */
export const landingApi = commonApi.injectEndpoints({
  endpoints: (build) => ({
    getLandingContent: build.query<LandingContentResponse, { lng: Language }>({
      query: ({ lng }) => ({ url: 'content/landing', params: { lng } }),
    }),
    getLatestArticles: build.query<ArticleListResponse, { lng: Language }>({
      query: ({ lng }) => ({ url: 'content/articles', params: { lng, page: 1, pageSize: 3 } }),
    }),
  }),
});

export const { useGetLandingContentQuery, useGetLatestArticlesQuery } = landingApi;
