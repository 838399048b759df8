import { type Page, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

// A prerendered page asks for the app's scripts only once it has painted and what its HTML asked for has arrived
// (public/start-after-paint.js). /videos' largest picture is its video's poster.
const poster = /\/media\/[\w.-]+\.webp$/;
const appScript = /\/static\/js\/main\.[\w]+\.js$/;

const watchAppScript = (page: Page) => {
  let requestedAt: number | null = null;
  page.on('request', (request) => {
    if (requestedAt === null && appScript.test(new URL(request.url()).pathname)) requestedAt = Date.now();
  });
  return () => requestedAt;
};

test("the scripts wait for the poster, then come, and the page works as the app's", async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(poster, async (route) => {
    await released;
    await route.continue();
  });
  const appScriptRequestedAt = watchAppScript(page);
  await page.goto('/videos', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page reads, its poster is still on its way: no script has been asked for.
  await page.waitForTimeout(1000);
  expect(appScriptRequestedAt()).toBeNull();

  const releasedAt = Date.now();
  release();
  await expect.poll(appScriptRequestedAt).not.toBeNull();
  // Asked for as the poster arrived, not by the loader's three-second fallback.
  expect(appScriptRequestedAt()! - releasedAt).toBeLessThan(1500);
  // The app takes over: the language button opens its menu (it does nothing before).
  await expect(async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
});

test('a poster that never arrives holds the scripts back for three seconds at most', async ({ page }) => {
  await page.route(poster, () => {
    // Never answered: the loader's fallback has to start the app.
  });
  const appScriptRequestedAt = watchAppScript(page);
  const startedAt = Date.now();
  await page.goto('/videos', { waitUntil: 'commit' });
  await expect.poll(appScriptRequestedAt, { timeout: 8000 }).not.toBeNull();
  expect(appScriptRequestedAt()! - startedAt).toBeGreaterThan(2500);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
