import { authorizationKey } from '@contract/rules/auth';

/**
 * A stored token goes into an HTTP header, so it must be visible ASCII without spaces; anything else (a value
 * edited by hand, a leftover from an old format) would make every request fail before it leaves the browser.
 */
const wellFormedToken = /^[\x21-\x7e]{20,512}$/;

const readRaw = (): string | null => {
  try {
    return window.localStorage.getItem(authorizationKey);
  } catch {
    return null;
  }
};

/** The stored session token, or null when there is none or it is malformed. */
export const readStoredAuthorization = (): string | null => {
  const value = readRaw();
  return value !== null && wellFormedToken.test(value) ? value : null;
};

/** True when something is stored under the authorization key but cannot be a token. */
export const hasMalformedStoredAuthorization = (): boolean => {
  const value = readRaw();
  return value !== null && !wellFormedToken.test(value);
};

export const storeAuthorization = (token: string): void => {
  try {
    window.localStorage.setItem(authorizationKey, token);
  } catch {
    // Storage can be full or disabled (private mode); the session then lasts until the tab closes.
  }
};

export const clearStoredAuthorization = (): void => {
  try {
    window.localStorage.removeItem(authorizationKey);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
};
