import { HttpResponse, http } from 'msw';
import { authorizationKey } from '@contract/rules/auth';
import { type TestStore, createTestStore, signInAs } from '@/testing/test-store';
import { pageReload } from '@/session/page-reload';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { sessionExpiredLog } from '../base-query';
import { testApi } from './test-api';

const token = 'k3Jm9Qx2Vb7Lr5Tz8Wc1Yd4Nf6Hg0Sa';

const signedInStore = () => {
  const store = createTestStore();
  signInAs(store, token);
  return store;
};

// A mutation's result comes from its own request, not from the cache that a 401 resets.
const postThing = (store: TestStore) =>
  store.dispatch(testApi.endpoints.postThing.initiate({ path: 'things', body: { name: 'Crown' } }));

/** Lets the deferred end of an expired session run. */
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

const getThing = (store: TestStore, path = 'things', params?: Record<string, string | number>) =>
  store.dispatch(testApi.endpoints.getThing.initiate(params ? { path, params } : { path }, { subscribe: false }));

describe('commonApi base query', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('calls {host}/api/ with an absolute URL', async () => {
    let url = '';
    server.use(
      http.get(apiUrl('things'), ({ request }) => {
        url = request.url;
        return HttpResponse.json([]);
      }),
    );
    await getThing(createTestStore());
    expect(url).toBe('http://localhost/api/things');
  });

  it('adds the session header when a token is stored', async () => {
    let header: string | null = null;
    server.use(
      http.get(apiUrl('things'), ({ request }) => {
        header = request.headers.get(authorizationKey);
        return HttpResponse.json({ ok: true });
      }),
    );
    const result = await getThing(signedInStore());
    expect(header).toBe(token);
    expect(result.data).toEqual({ ok: true });
  });

  it('sends no session header without a token', async () => {
    let hasHeader = true;
    server.use(
      http.get(apiUrl('things'), ({ request }) => {
        hasHeader = request.headers.has(authorizationKey);
        return HttpResponse.json({ ok: true });
      }),
    );
    await getThing(createTestStore());
    expect(hasHeader).toBe(false);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    let received: { contentType: string | null; body: unknown } | null = null;
    server.use(
      http.post(apiUrl('things'), async ({ request }) => {
        received = { contentType: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ id: 'thing-1' }, { status: 201 });
      }),
    );
    const body = { name: 'Crown', price: 12_000, tags: ['prosthetic'] };
    const result = await createTestStore().dispatch(testApi.endpoints.postThing.initiate({ path: 'things', body }));
    expect(received).toEqual({ contentType: 'application/json', body });
    expect(result).toEqual({ data: { id: 'thing-1' } });
  });

  it('appends params to the URL as a query string', async () => {
    let search: URLSearchParams | null = null;
    server.use(
      http.get(apiUrl('things'), ({ request }) => {
        search = new URL(request.url).searchParams;
        return HttpResponse.json([]);
      }),
    );
    await getThing(createTestStore(), 'things', { page: 2, q: 'crown & bridge' });
    expect(search).not.toBeNull();
    expect(Object.fromEntries(search!)).toEqual({ page: '2', q: 'crown & bridge' });
  });

  it.each([200, 201, 204])('treats HTTP %i as success; an empty body gives null', async (status) => {
    server.use(http.get(apiUrl('things'), () => new HttpResponse(null, { status })));
    const result = await getThing(createTestStore());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
    expect(result.error).toBeUndefined();
  });

  it('parses a JSON success body', async () => {
    server.use(http.get(apiUrl('things'), () => HttpResponse.json({ items: [1, 2] }, { status: 200 })));
    expect((await getThing(createTestStore())).data).toEqual({ items: [1, 2] });
  });

  it('returns a non-2xx status with its parsed problem body', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'VALIDATION_FAILED' as const,
      errors: [{ field: 'body/email', reason: 'format' }],
    };
    server.use(http.get(apiUrl('things'), () => problemResponse(problem)));
    const result = await getThing(createTestStore());
    expect(result.error).toEqual({ status: 400, data: problem });
  });

  it('returns a 500 with its parsed body', async () => {
    server.use(http.get(apiUrl('things'), () => HttpResponse.json({ code: 'INTERNAL' }, { status: 500 })));
    expect((await getThing(createTestStore())).error).toEqual({ status: 500, data: { code: 'INTERNAL' } });
  });

  it('returns a non-2xx status with an empty body as null data', async () => {
    server.use(http.get(apiUrl('things'), () => new HttpResponse(null, { status: 404 })));
    expect((await getThing(createTestStore())).error).toEqual({ status: 404, data: null });
  });

  it('reports a network failure as FETCH_ERROR with an error text', async () => {
    server.use(http.get(apiUrl('things'), () => HttpResponse.error()));
    const { error } = await getThing(createTestStore());
    expect(error).toEqual({ status: 'FETCH_ERROR', error: expect.stringMatching(/\S/) });
  });

  it('reports an unparseable body as PARSING_ERROR with the original status and the raw body', async () => {
    const raw = '<html><body>Bad gateway</body></html>';
    server.use(
      http.get(
        apiUrl('things'),
        () => new HttpResponse(raw, { status: 502, headers: { 'content-type': 'text/html' } }),
      ),
    );
    const { error } = await getThing(createTestStore());
    expect(error).toEqual({
      status: 'PARSING_ERROR',
      originalStatus: 502,
      data: raw,
      error: expect.stringContaining('SyntaxError'),
    });
  });

  it('on 401 to a signed-in request logs, signs out, clears storage and reloads the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(apiUrl('things'), () =>
        problemResponse({ type: 'about:blank', title: 'Unauthorized', status: 401, code: 'UNAUTHORIZED' }),
      ),
    );
    const store = signedInStore();
    const result = await postThing(store);
    expect(result).toMatchObject({ error: { status: 401, data: { code: 'UNAUTHORIZED' } } });
    await nextTick();
    expect(warn).toHaveBeenCalledWith(sessionExpiredLog);
    expect(store.getState().auth).toEqual({ isLoggedIn: false, token: null });
    expect(window.localStorage.getItem(authorizationKey)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on 401 with an unparseable body still signs out and reloads', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post(apiUrl('things'), () => new HttpResponse('Unauthorized', { status: 401 })));
    const store = signedInStore();
    const result = await postThing(store);
    expect(result).toMatchObject({ error: { status: 'PARSING_ERROR', originalStatus: 401, data: 'Unauthorized' } });
    await nextTick();
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('returns a 401 to an anonymous request (a wrong password) without reloading', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(apiUrl('things'), () =>
        problemResponse({ type: 'about:blank', title: 'Unauthorized', status: 401, code: 'UNAUTHORIZED' }),
      ),
    );
    const { error } = await getThing(createTestStore());
    expect(error).toMatchObject({ status: 401, data: { code: 'UNAUTHORIZED' } });
    await nextTick();
    expect(warn).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps a newer session that started while the rejected request was in flight', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const newer = 'Zx8Wq2Lm4Nr6Tb1Vc3Kd5Hf7Jg9Ps0Ya';
    const store = signedInStore();
    server.use(
      http.get(apiUrl('things'), () => {
        signInAs(store, newer);
        return new HttpResponse(null, { status: 401 });
      }),
    );
    await getThing(store);
    await nextTick();
    expect(store.getState().auth).toEqual({ isLoggedIn: true, token: newer });
    expect(window.localStorage.getItem(authorizationKey)).toBe(newer);
    expect(warn).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
