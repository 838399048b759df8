import { HttpResponse, http } from 'msw';
import { apiCacheSeconds } from '@contract/rules/client-timing';
import { createTestStore } from '@/testing/test-store';
import { apiUrl, server } from '@/testing/msw-server';
import { testApi } from './test-api';

describe('commonApi', () => {
  afterEach(() => jest.useRealTimers());

  it('is configured with a 60 s cache and every automatic refetch off', () => {
    expect(createTestStore().getState().commonApi.config).toMatchObject({
      reducerPath: 'commonApi',
      keepUnusedDataFor: 60,
      refetchOnFocus: false,
      refetchOnReconnect: false,
      refetchOnMountOrArgChange: false,
    });
    expect(apiCacheSeconds).toBe(60);
  });

  it('serves a second subscriber from the cache instead of refetching', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('things'), () => {
        calls += 1;
        return HttpResponse.json({ calls });
      }),
    );
    const store = createTestStore();
    const first = store.dispatch(testApi.endpoints.getThing.initiate({ path: 'things' }));
    await first;
    const second = store.dispatch(testApi.endpoints.getThing.initiate({ path: 'things' }));
    expect((await second).data).toEqual({ calls: 1 });
    expect(calls).toBe(1);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('keeps unused data for 60 seconds, then drops it', async () => {
    server.use(http.get(apiUrl('things'), () => HttpResponse.json({ id: 1 })));
    const store = createTestStore();
    const subscription = store.dispatch(testApi.endpoints.getThing.initiate({ path: 'things' }));
    await subscription;
    const cached = () => Object.keys(store.getState().commonApi.queries).length;
    expect(cached()).toBe(1);

    jest.useFakeTimers();
    subscription.unsubscribe();
    jest.advanceTimersByTime(59_000);
    expect(cached()).toBe(1);
    jest.advanceTimersByTime(1_500);
    expect(cached()).toBe(0);
  });
});
