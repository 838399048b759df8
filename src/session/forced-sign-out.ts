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

/** Whether the last sign-out was forced (and not yet explained). */
export const wasSignedOutByServer = (): boolean => {
  try {
    return window.sessionStorage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
};

/** Explained: a later visit to sign-in says nothing. */
export const forgetForcedSignOut = (): void => {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored to forget.
  }
};
