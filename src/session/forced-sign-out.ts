// Kept in session storage because a forced sign-out reloads the page: the sign-in page the visitor lands on after
// the reload is the one that explains it, once.
const storageKey = 'dentiqo-signed-out-by-server';

/** The server refused this tab's session (it expired, was revoked, or the password changed). */
export const noteForcedSignOut = (): void => {
  try {
    window.sessionStorage.setItem(storageKey, '1');
  } catch {
    // Storage refused (private mode quota): the visitor only misses the explanation.
  }
};

/** Whether the last sign-out was forced, forgetting it: a second visit to sign-in says nothing. */
export const takeForcedSignOut = (): boolean => {
  try {
    const forced = window.sessionStorage.getItem(storageKey) !== null;
    window.sessionStorage.removeItem(storageKey);
    return forced;
  } catch {
    return false;
  }
};
