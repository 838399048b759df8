/**
 * Gives the history entry a page was loaded into a key of its own, before the router reads it.
 *
 * React Router keys saved scroll positions by `location.key`, and an entry it did not push (every full page load)
 * reads as the key "default": so /videos loaded and scrolled to 900 px, then /articles loaded in the same tab,
 * restored 900 px. React Router's framework mode does the same before hydration; the SPA-mode router does not.
 * The key stays in the entry's state, so back and forward to a loaded page still find its position.
 */
export const giveHistoryEntryItsOwnKey = (): void => {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'key' in state && state.key) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...(typeof state === 'object' ? state : {}), key }, '');
};
