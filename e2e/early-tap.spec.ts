import { type Page, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { hasAppTakenOver } from './support/hydration';
import { t } from './support/locales';

// A public page is prerendered and the app's scripts come after its first paint (public/start-after-paint.js): on a
// slow phone a visitor can tap a button before anything listens to it.

/** The app's scripts held back: the prerendered page is on screen, and nothing answers its buttons yet. */
const holdAppScripts = (page: Page) =>
  page.route('**/static/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });

test('the language button tapped before the app has started opens its menu once it has', async ({ page }) => {
  await holdAppScripts(page);
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'landing', 'hero.title'));
  expect(await hasAppTakenOver(page)).toBe(false);
  await page
    .getByRole('button', { name: /^Language/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Українська' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('uk', 'landing', 'hero.title'));
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the menu button tapped before the app has started opens the menu once it has', async ({ page }) => {
    await holdAppScripts(page);
    await page.goto('/articles?lng=ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ru', 'articles', 'list.title'));
    expect(await hasAppTakenOver(page)).toBe(false);
    await page.getByRole('button', { name: t('ru', 'common', 'nav.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: t('ru', 'common', 'nav.menu') });
    await expect(menu.getByRole('link', { name: t('ru', 'common', 'nav.videos') })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
