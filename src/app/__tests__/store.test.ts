import { HttpResponse, http } from 'msw';
import { authorizationKey } from '@contract/rules/auth';
import { testApi } from '@/api/__tests__/test-api';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { signIn } from '@/features/auth/auth-slice';
import { setHeaderTransparent } from '@/features/landing/landing-slice';
import { destroySession } from '@/session/destroy-session';
import { apiUrl, server } from '@/testing/msw-server';
import { setupStore } from '../store';

const token = 'k3Jm9Qx2Vb7Lr5Tz8Wc1Yd4Nf6Hg0Sa';

describe('setupStore', () => {
  it('holds the auth, landing, snackbar and commonApi state', () => {
    expect(Object.keys(setupStore().getState()).sort()).toEqual(['auth', 'commonApi', 'landing', 'snackbar']);
  });

  it('accepts a preloaded state for tests', () => {
    const store = setupStore({ landing: { isHeaderTransparent: false } });
    expect(store.getState().landing.isHeaderTransparent).toBe(false);
  });

  it('destroySession clears the stored authorization and resets every slice and the API cache', async () => {
    server.use(http.get(apiUrl('company'), () => HttpResponse.json({ name: 'Smile Clinic' })));
    const store = setupStore();
    store.dispatch(signIn(token));
    store.dispatch(setHeaderTransparent(false));
    store.dispatch(showSnackbar({ type: 'success', message: 'notifications:rowSaved' }));
    const subscription = store.dispatch(testApi.endpoints.getThing.initiate({ path: 'company' }));
    await subscription;
    expect(Object.keys(store.getState().commonApi.queries)).toHaveLength(1);
    expect(window.localStorage.getItem(authorizationKey)).toBe(token);

    store.dispatch(destroySession());

    const state = store.getState();
    expect(state.auth).toEqual({ isLoggedIn: false, token: null });
    expect(state.landing).toEqual({ isHeaderTransparent: true });
    expect(state.snackbar).toEqual({ isShow: false, type: 'info', message: '' });
    expect(state.commonApi.queries).toEqual({});
    expect(state.commonApi.subscriptions ?? {}).toEqual({});
    expect(window.localStorage.getItem(authorizationKey)).toBeNull();
    subscription.unsubscribe();
  });
});
