import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { holdAppScripts } from './support/held-scripts';
import { hasAppTakenOver } from './support/hydration';
import { t } from './support/locales';

// A public page is prerendered and the app's scripts come after its first paint (public/start-after-paint.js): on a
// slow phone a visitor can tap a button before anything listens to it.

test('the language button tapped before the app has started opens its menu once it has', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'landing', 'hero.title'));
  expect(await hasAppTakenOver(page)).toBe(false);
  await page
    .getByRole('button', { name: /^Language/ })
    .first()
    .click();
  await release();
  await page.getByRole('menuitem', { name: 'Українська' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('uk', 'landing', 'hero.title'));
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the menu button tapped before the app has started opens the menu once it has', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/articles?lng=ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ru', 'articles', 'list.title'));
    expect(await hasAppTakenOver(page)).toBe(false);
    await page.getByRole('button', { name: t('ru', 'common', 'nav.openMenu') }).click();
    await release();
    const menu = page.getByRole('dialog', { name: t('ru', 'common', 'nav.menu') });
    await expect(menu.getByRole('link', { name: t('ru', 'common', 'nav.videos') })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
