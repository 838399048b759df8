import { type Page, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { appTookOver } from './support/hydration';
import { t } from './support/locales';

// A phone's viewport: every page is several screens tall there, so a wrong position has room to show.
test.use({ viewport: { width: 375, height: 667 } });

/**
 * Once the router has restored or reset the position: its scroll restoration has mounted (the app took over), the
 * lazy route chunks it waits for have arrived, and it has rendered after them.
 */
const hydrated = async (page: Page) => {
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
};

const scrollTo = async (page: Page, y: number): Promise<number> => {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  return page.evaluate(() => window.scrollY);
};

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a page loaded after another one scrolled down opens at the top', async ({ page }) => {
  await page.goto('/videos?lng=en');
  await hydrated(page);
  await scrollTo(page, 900);
  await page.goto('/articles?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'articles', 'list.title'));
  await hydrated(page);
  expect(await scrollY(page)).toBe(0);
  await expectNoAxeViolations(page);
});

test('"Card not found!" opens at the top, its message in view', async ({ page }) => {
  await page.goto('/?lng=en');
  await hydrated(page);
  await scrollTo(page, 900);
  await page.goto('/preview/no-such-card-aaaaaaaaaaaaaaaaaaaa?lng=en');
  const message = page.getByText(t('en', 'preview', 'notFound.title'));
  await expect(message).toBeInViewport();
  await hydrated(page);
  expect(await scrollY(page)).toBe(0);
  await expectNoAxeViolations(page);
});

test('back and forward return to where the visitor was, across full loads and in-app links', async ({ page }) => {
  await page.goto('/articles?lng=en');
  await hydrated(page);
  // Where the link is in view: a click scrolls to its target first, and where it left from is what back restores.
  const link = page.getByRole('link', { name: /The smart invoice/ }).first();
  await scrollTo(page, 600);
  await link.scrollIntoViewIfNeeded();
  const listY = await scrollY(page);
  expect(listY).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(/\/articles\/smart-invoice$/);
  await hydrated(page);
  // The reset comes with the article's render, which on a loaded CI machine can follow the idle network by a frame.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(listY);

  await page.goto('/videos?lng=en');
  await hydrated(page);
  expect(await scrollY(page)).toBe(0);
  const videosY = await scrollTo(page, 400);

  await page.goBack();
  await hydrated(page);
  await expect.poll(() => scrollY(page)).toBe(listY);
  await page.goForward();
  await hydrated(page);
  await expect.poll(() => scrollY(page)).toBe(videosY);
});
