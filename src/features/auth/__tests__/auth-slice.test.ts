import { authorizationKey } from '@contract/rules/auth';
import { createTestStore } from '@/testing/test-store';
import { selectIsLoggedIn, signIn, signOut } from '../auth-slice';

const token = 'k3Jm9Qx2Vb7Lr5Tz8Wc1Yd4Nf6Hg0Sa';

describe('auth slice', () => {
  it('starts signed out when nothing is stored', () => {
    const store = createTestStore();
    expect(store.getState().auth).toEqual({ isLoggedIn: false, token: null });
  });

  it('restores the session from local storage when the store is created', () => {
    window.localStorage.setItem(authorizationKey, token);
    const store = createTestStore();
    expect(store.getState().auth).toEqual({ isLoggedIn: true, token });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('does not restore a stored value that cannot be a token', () => {
    window.localStorage.setItem(authorizationKey, 'not a token\n');
    expect(createTestStore().getState().auth).toEqual({ isLoggedIn: false, token: null });
  });

  it('signIn stores the token and signs in', () => {
    const store = createTestStore();
    store.dispatch(signIn(token));
    expect(store.getState().auth).toEqual({ isLoggedIn: true, token });
    expect(window.localStorage.getItem(authorizationKey)).toBe(token);
  });

  it('signOut removes the token and signs out', () => {
    window.localStorage.setItem(authorizationKey, token);
    const store = createTestStore();
    store.dispatch(signOut());
    expect(store.getState().auth).toEqual({ isLoggedIn: false, token: null });
    expect(window.localStorage.getItem(authorizationKey)).toBeNull();
  });
});
