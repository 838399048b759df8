import type { Page } from '@playwright/test';

// The app's router mounts its scroll restoration with it, which sets this flag: from then on the app has taken the
// prerendered page over. A click on a prerendered page before then finds no handler yet.
const tookOver = () => window.history.scrollRestoration === 'manual';

/** Until the app has taken the prerendered page over. */
export const appTookOver = (page: Page) => page.waitForFunction(tookOver);

/** Whether the app has taken the page over yet, without waiting for it. */
export const hasAppTakenOver = (page: Page): Promise<boolean> => page.evaluate(tookOver);
