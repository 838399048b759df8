import { setupStore } from '@/app/store';
import { articlesApi } from '@/features/articles/api';
import { videosApi } from '@/features/videos/api';
import { articleResponse, fileVideo } from '@/testing/content-fixtures';
import { upsertPrerenderedQueries } from '../prerendered-data';

describe('the answers a prerendered page was rendered with', () => {
  it('reach the store under their own endpoints, videos and articles alike, without a request', () => {
    const store = setupStore();
    upsertPrerenderedQueries(store.dispatch, [
      { endpointName: 'getVideos', arg: { lng: 'uk' }, value: { items: [fileVideo] } },
      { endpointName: 'getArticle', arg: { slug: 'a', lng: 'uk' }, value: articleResponse('a') },
    ]);
    const state = store.getState();
    expect(videosApi.endpoints.getVideos.select({ lng: 'uk' })(state)).toMatchObject({
      status: 'fulfilled',
      data: { items: [fileVideo] },
    });
    expect(articlesApi.endpoints.getArticle.select({ slug: 'a', lng: 'uk' })(state)).toMatchObject({
      status: 'fulfilled',
      data: { slug: 'a' },
    });
  });
});
