import { type Page, expect, test } from './support/test';
import { seedSharedCard } from './support/cards';
import { storeSession } from './support/session';

// Records, from the page itself, each time its heading leaves the screen after it was shown. React hides a page that
// suspends after it was shown and puts the loading spinner in its place: texts that load late (for a section that
// appears when its data arrives, or for a language just chosen) would make the whole page blink away, with what the
// reader was reading or typing.
const watchHeading = `
  window.__headingLost = 0;
  let shown = false;
  const check = () => {
    const heading = document.querySelector('main h1');
    const visible = Boolean(heading && heading.checkVisibility());
    if (shown && !visible) window.__headingLost += 1;
    shown = shown || visible;
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style'],
  });
`;
const headingLost = (page: Page) => page.evaluate(() => (window as unknown as { __headingLost: number }).__headingLost);

/** Every text file answers a second late, so whatever waits for one is still waiting when the rest has arrived. */
const slowTexts = (page: Page) =>
  page.route('**/locales/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });

for (const path of ['/company', '/company/settings', '/company/price-list']) {
  test(`${path}, once shown, stays on screen while its later sections load their texts`, async ({ page, baseURL }) => {
    const card = await seedSharedCard(baseURL!);
    await storeSession(page, card.token);
    await slowTexts(page);
    await page.addInitScript(watchHeading);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Until nothing is loading: every section's data and texts have arrived.
    await page.waitForLoadState('networkidle');
    expect(await headingLost(page)).toBe(0);
  });
}

for (const path of ['/', '/articles', '/company']) {
  test(`${path} stays on screen while a newly chosen language's texts load`, async ({ page, baseURL }) => {
    if (path.startsWith('/company')) await storeSession(page, (await seedSharedCard(baseURL!)).token);
    await page.addInitScript(watchHeading);
    await page.goto(`${path}?lng=en`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await slowTexts(page);
    await page
      .getByRole('button', { name: /^Language/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Українська' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await page.waitForLoadState('networkidle');
    expect(await headingLost(page)).toBe(0);
  });
}
