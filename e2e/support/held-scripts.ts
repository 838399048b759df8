import type { Page, Route } from '@playwright/test';

/**
 * Holds the app's scripts back until the returned `release`: a page as a phone shows it while they download, before
 * the app has started.
 */
export const holdAppScripts = async (page: Page): Promise<() => Promise<void>> => {
  const held: Route[] = [];
  let released = false;
  await page.route('**/static/js/**', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
};
