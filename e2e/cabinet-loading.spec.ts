import { expect, test } from './support/test';
import { seedSharedCard } from './support/cards';
import { storeSession } from './support/session';

// Records, from the page itself, each time a heading that was on screen leaves it. React hides a page that suspends
// after it was shown and puts the loading spinner in its place: a section whose texts load late (one that appears
// when its data arrives) would make the whole page blink away, with what the clinic was reading or typing.
const watchHeading = `
  window.__headingLost = 0;
  let shown = false;
  const check = () => {
    const heading = document.querySelector('main h1');
    const visible = Boolean(heading && heading.checkVisibility());
    if (shown && !visible) window.__headingLost += 1;
    shown = shown || visible;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
`;

for (const path of ['/company', '/company/settings', '/company/price-list']) {
  test(`${path}, once shown, stays on screen while its later sections load their texts`, async ({ page, baseURL }) => {
    const card = await seedSharedCard(baseURL!);
    await storeSession(page, card.token);
    // Every text file answers late, so a section that appears after the first screen still waits for its own.
    await page.route('**/locales/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.addInitScript(watchHeading);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Until nothing is loading: every section's data and texts have arrived.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __headingLost: number }).__headingLost)).toBe(0);
  });
}
