import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page renders at build time and while the client hydrates that markup, true ever after (and from
 * the first render of a page that was not prerendered). Whatever depends on the visitor (a stored session, a
 * consent answer, this server's contact settings) renders only once this is true, so the first client render
 * matches the prerendered HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
