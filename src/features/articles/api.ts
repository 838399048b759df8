import type { ArticleListResponse, ArticleResponse } from '@contract/api/content';
import type { Language } from '@contract/rules/languages';
import { commonApi } from '@/api/common-api';

export const articlesApi = commonApi.injectEndpoints({
  endpoints: (build) => ({
    getArticles: build.query<ArticleListResponse, { lng: Language; page: number }>({
      query: ({ lng, page }) => ({ url: 'content/articles', params: { lng, page } }),
    }),
    getArticle: build.query<ArticleResponse, { slug: string; lng: Language }>({
      query: ({ slug, lng }) => ({ url: `content/articles/${encodeURIComponent(slug)}`, params: { lng } }),
    }),
  }),
});

export const { useGetArticlesQuery, useGetArticleQuery } = articlesApi;
