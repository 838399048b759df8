import { authorizationKey } from '@contract/rules/auth';
import { setupStore } from '../store';
import { startSession } from '../start-session';

describe('startSession (root mount)', () => {
  it('destroys a session whose stored authorization is malformed', () => {
    window.localStorage.setItem(authorizationKey, 'token with spaces');
    const store = setupStore();
    startSession(store);
    expect(window.localStorage.getItem(authorizationKey)).toBeNull();
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('keeps a well-formed stored session', () => {
    window.localStorage.setItem(authorizationKey, 'k3Jm9Qx2Vb7Lr5Tz8Wc1Yd4Nf6Hg0Sa');
    const store = setupStore();
    startSession(store);
    expect(window.localStorage.getItem(authorizationKey)).toBe('k3Jm9Qx2Vb7Lr5Tz8Wc1Yd4Nf6Hg0Sa');
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });
});
