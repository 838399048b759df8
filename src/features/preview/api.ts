import type { PublicCard } from '@contract/api/cards';
import { commonApi } from '@/api/common-api';

/** The patient's card by its preview link: public, no session needed. */
export const previewApi = commonApi.injectEndpoints({
  endpoints: (build) => ({
    getPreviewCard: build.query<PublicCard, string>({
      query: (previewLink) => `cards/${encodeURIComponent(previewLink)}`,
    }),
  }),
});

export const { useGetPreviewCardQuery } = previewApi;
