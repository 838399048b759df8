/**
 * Tells public/start-after-paint.js that React now listens on the page: a button tapped on the prerendered page
 * before then is tapped again, and React hydrates what that needs before it runs the button's handler. Called right
 * after `hydrateRoot` (or `createRoot` when the page is rendered anew: then the tapped button is gone and nothing is
 * tapped again).
 */
export const announceAppStarted = (): void => {
  document.dispatchEvent(new Event('app:started'));
};
