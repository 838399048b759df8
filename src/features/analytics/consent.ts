import { useSyncExternalStore } from 'react';

export type Consent = 'granted' | 'denied';

/** Local-storage key of the visitor's answer; remembered until they change it from the footer. */
export const consentStorageKey = 'dentiqo-analytics-consent';

interface ConsentState {
  consent: Consent | null;
  /** The visitor asked to see the choice again (footer link). */
  settingsOpen: boolean;
}

const readStored = (): Consent | null => {
  try {
    const value = window.localStorage.getItem(consentStorageKey);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
};

let state: ConsentState = { consent: readStored(), settingsOpen: false };
const listeners = new Set<() => void>();

const update = (next: ConsentState) => {
  state = next;
  for (const listener of listeners) listener();
};

export const subscribeConsent = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getConsentState = (): ConsentState => state;

/** Records the visitor's answer and closes the banner. */
export const setConsent = (consent: Consent): void => {
  try {
    window.localStorage.setItem(consentStorageKey, consent);
  } catch {
    // Private mode without storage: the answer holds for this page view only.
  }
  update({ consent, settingsOpen: false });
};

/** Shows the banner again so the visitor can change (or revoke) their answer. */
export const openConsentSettings = (): void => update({ ...state, settingsOpen: true });

/** Re-reads storage, e.g. in tests that change it between renders. */
export const reloadConsent = (): void => update({ consent: readStored(), settingsOpen: false });

/** Nobody has answered yet as far as a build-time render (and the hydration of its markup) knows. */
const unanswered: ConsentState = { consent: null, settingsOpen: false };

export const useConsent = (): ConsentState => useSyncExternalStore(subscribeConsent, getConsentState, () => unanswered);

/** Whether the banner should ask: analytics is configured and the visitor has not answered, or asked to change. */
export const shouldAskConsent = (configured: boolean, current: ConsentState): boolean =>
  configured && (current.consent === null || current.settingsOpen);
