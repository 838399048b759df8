import { type PrerenderedData, type PrerenderedQuery, prerenderedDataElementId } from '@contract/rules/prerender';
import { articlesApi } from '@/features/articles/api';
import { videosApi } from '@/features/videos/api';
import type { AppDispatch } from './store';

type VideosQuery = Extract<PrerenderedQuery, { endpointName: 'getVideos' }>;
const isVideosQuery = (query: PrerenderedQuery): query is VideosQuery => query.endpointName === 'getVideos';

/** Hands the store the answers a prerendered page was rendered with, each to the endpoints of its feature. */
export const upsertPrerenderedQueries = (dispatch: AppDispatch, queries: PrerenderedQuery[]): void => {
  const videos = queries.filter(isVideosQuery);
  const articles = queries.filter((query): query is Exclude<PrerenderedQuery, VideosQuery> => !isVideosQuery(query));
  if (articles.length > 0) dispatch(articlesApi.util.upsertQueryEntries(articles));
  if (videos.length > 0) dispatch(videosApi.util.upsertQueryEntries(videos));
};

/** The data the server's prerendered markup was rendered from (`#app-prerendered`), or null on other pages. */
export const readPrerenderedData = (): PrerenderedData | null => {
  const text = document.getElementById(prerenderedDataElementId)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PrerenderedData> | null;
    return value && typeof value.language === 'string' && Array.isArray(value.queries)
      ? (value as PrerenderedData)
      : null;
  } catch {
    return null;
  }
};
