import { type Page, expect, test } from './support/test';
import { seedSharedCard } from './support/cards';
import { appTookOver } from './support/hydration';
import { t } from './support/locales';
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

test('the dashboard, once shown, stays on screen while its later sections load their texts', async ({
  page,
  baseURL,
}) => {
  await storeSession(page, (await seedSharedCard(baseURL!)).token);
  await slowTexts(page);
  await page.addInitScript(watchHeading);
  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The figures per module appear last, once the figures arrive, and name the modules with the price list's texts.
  await expect(page.getByRole('region', { name: t('en', 'shared-plans', 'figures.byModule') })).toBeVisible();
  expect(await headingLost(page)).toBe(0);
});

const switched = [
  { path: '/', namespace: 'landing', title: 'hero.title' },
  { path: '/articles', namespace: 'articles', title: 'list.title' },
  { path: '/company', namespace: 'dashboard', title: 'title' },
];

for (const { path, namespace, title } of switched) {
  test(`${path} stays on screen while a newly chosen language's texts load`, async ({ page, baseURL }) => {
    if (path === '/company') await storeSession(page, (await seedSharedCard(baseURL!)).token);
    await page.addInitScript(watchHeading);
    await page.goto(`${path}?lng=en`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(t('en', namespace, title));
    await appTookOver(page);
    await slowTexts(page);
    await page
      .getByRole('button', { name: /^Language/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Українська' }).click();
    await expect(heading).toHaveText(t('uk', namespace, title));
    expect(await headingLost(page)).toBe(0);
  });
}
