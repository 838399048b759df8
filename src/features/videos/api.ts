import type { VideoListResponse } from '@contract/api/content';
import type { Language } from '@contract/rules/languages';
import { commonApi } from '@/api/common-api';

export const videosApi = commonApi.injectEndpoints({
  endpoints: (build) => ({
    getVideos: build.query<VideoListResponse, { lng: Language }>({
      query: ({ lng }) => ({ url: 'content/videos', params: { lng } }),
    }),
  }),
});

export const { useGetVideosQuery } = videosApi;
