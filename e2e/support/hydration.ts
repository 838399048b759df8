import type { Page } from '@playwright/test';

/**
 * Until the app has taken the prerendered page over: its router's scroll restoration, mounted with it, sets this flag.
 * A click on a prerendered page before then finds no handler yet.
 */
export const appTookOver = (page: Page) => page.waitForFunction(() => window.history.scrollRestoration === 'manual');
