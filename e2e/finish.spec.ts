import { expect, test } from './support/test';
import { expectNoAxeViolationsAtRest } from './support/axe';
import { seedSharedCard } from './support/cards';
import { languages, t } from './support/locales';
import { storeSession } from './support/session';
import { contacts, withSiteConfig } from './support/site-config';

// Details a clinic and a patient notice, measured where only a browser can: the layout.

test('the keys table lines its titles up with its cells, gives a name being edited room, and the sidebar runs to the end', async ({
  page,
  baseURL,
}) => {
  const card = await seedSharedCard(baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeSession(page, card.token);
  await page.goto('/company');
  const header = page.getByTestId('keys-header');
  const firstKey = page.getByTestId('activation-key').first();
  const keyTitle = header.getByText(t('en', 'dashboard', 'keys.key'), { exact: true });
  // The header may come a moment after the first row (CI once measured it before it was there): both, then measure.
  await expect(firstKey).toBeVisible();
  await expect(keyTitle).toBeVisible();
  const titleBox = (await keyTitle.boundingBox())!;
  const keyBox = (await firstKey.boundingBox())!;
  expect(Math.abs(titleBox.x - keyBox.x)).toBeLessThan(2);

  const rows = page.getByRole('list', { name: t('en', 'dashboard', 'keys.title') }).getByRole('listitem');
  await rows
    .first()
    .getByRole('button', { name: /Rename/ })
    .click();
  const field = page.getByRole('textbox', { name: t('en', 'dashboard', 'keys.deviceName') });
  expect((await field.boundingBox())!.width).toBeGreaterThan(300);
  await expectNoAxeViolationsAtRest(page);

  // The page is longer than the window: the dark column reaches its end.
  const navigation = page.getByRole('navigation', { name: t('en', 'common', 'company.navLabel') });
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(800);
  expect((await navigation.boundingBox())!.height).toBeGreaterThanOrEqual(pageHeight - 1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const language of languages) {
    test(`the plan's view tabs keep to one line in ${language}, and the clinic's contacts replace ours`, async ({
      page,
      baseURL,
    }) => {
      const card = await seedSharedCard(baseURL!, { language });
      await withSiteConfig(page, { contacts });
      await page.goto(`/preview/${card.previewLink}?lng=${language}`);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(4);
      for (const tab of await tabs.all()) expect((await tab.boundingBox())!.height).toBeLessThanOrEqual(48);
      await expect(page.getByRole('region', { name: t(language, 'preview', 'clinic.title') })).toBeVisible();
      await expect(page.getByRole('button', { name: t(language, 'site', 'contact.button') })).toHaveCount(0);
      await expectNoAxeViolationsAtRest(page);
    });
  }

  test('the contact button steps aside from the 3D legend', async ({ page }) => {
    await withSiteConfig(page, { contacts });
    await page.goto('/3D-clinical-model');
    const fab = page.getByRole('button', { name: t('en', 'site', 'contact.button') });
    await expect(fab).toBeVisible();
    const legend = page.locator('[data-keep-clear]').first();
    await legend.scrollIntoViewIfNeeded();
    // Bring the legend's last line to the window's bottom right, where the button sits.
    await page.evaluate(() => {
      const box = document.querySelector('[data-keep-clear]')!.getBoundingClientRect();
      window.scrollBy(0, box.bottom - window.innerHeight + 20);
    });
    await expect(fab).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(fab).toBeVisible();
  });
});
