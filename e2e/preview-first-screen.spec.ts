import { type Page, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { seedSharedCard } from './support/cards';
import { holdAppScripts } from './support/held-scripts';
import { type Language, t } from './support/locales';

const firstPicture = (page: Page) => page.locator('[data-first-picture] img');
const cardPicture = (page: Page, language: Language) =>
  page.getByRole('img', { name: t(language, 'preview', 'views.beforeAlt') });
const topOf = async (page: Page, selector: ReturnType<typeof firstPicture>) => (await selector.boundingBox())?.y;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('the first screen shows the card’s picture before the app runs, where the card then draws it', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const card = await seedSharedCard(baseURL!, { pdf: false });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The app warms the browser's date and money formatting in a worker of its own (src/app/warm-intl.ts).
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    for (const language of ['en', 'ru', 'uk'] as const) {
      const release = await holdAppScripts(page);
      await page.goto(`/preview/${card.previewLink}?lng=${language}`);
      await expect(page.getByRole('status')).toHaveText(t(language, 'preview', 'loading'));
      // Drawn from the preloaded file, with no app: the picture is loaded and on screen.
      await expect(firstPicture(page)).toBeVisible();
      await expect
        .poll(() => firstPicture(page).evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(await firstPicture(page).evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(
        `/api/cards/${card.previewLink}/files/before-`,
      );
      expect(await page.locator('#root').textContent()).not.toContain(card.companyName);
      // The skeleton pulses for as long as it is up: axe reads it as it is, not at rest.
      await expectNoAxeViolations(page);
      const shellTop = await topOf(page, firstPicture(page));

      await release();
      await expect(page.getByRole('heading', { level: 1, name: t(language, 'preview', 'title') })).toBeVisible();
      await expect(cardPicture(page, language)).toBeVisible();
      await expect(firstPicture(page)).toHaveCount(0);
      const cardTop = await topOf(page, cardPicture(page, language));
      expect(Math.abs(cardTop! - shellTop!)).toBeLessThanOrEqual(2);
      await page.unrouteAll();
    }
    // The app takes the first screen over without a hydration error.
    expect(errors).toEqual([]);
    // One formatting worker per page load.
    expect(workers).toHaveLength(3);
    for (const url of workers) expect(url).toContain('/static/js/warm-intl.');
  });

  test('a link that opens nothing has no first screen of its own', async ({ page }) => {
    const release = await holdAppScripts(page);
    // Its app scripts are the page's own deferred ones, which hold its load event back: no waiting for that.
    await page.goto('/preview/this-link-opens-nothing?lng=en', { waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeAttached();
    await expect(page.locator('#root')).toBeEmpty();
    await release();
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'preview', 'notFound.title') })).toBeVisible();
  });
});

// Playwright's switch for scripts leaves Chromium's parser scripting, so it never shows <noscript>: the first HTML is
// read as a browser without scripts gets it, from the real build and server.
test('without JavaScript the first screen says the page needs it, in every language, above the skeleton', async ({
  request,
  baseURL,
}) => {
  const card = await seedSharedCard(baseURL!, { pdf: false });
  const html = await (await request.get(`/preview/${card.previewLink}?lng=uk`)).text();
  const body = html.slice(html.indexOf('<body>'), html.indexOf('<div id="root">'));
  for (const message of [
    'Please enable JavaScript to use this site.',
    'Увімкніть JavaScript, щоб користуватися сайтом.',
    'Включите JavaScript, чтобы пользоваться сайтом.',
  ]) {
    expect(body).toContain(message);
  }
  expect(html.slice(html.indexOf('<div id="root">'))).toContain(t('uk', 'preview', 'title'));
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the first screen keeps its picture place plain: the card may open on its options there', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const card = await seedSharedCard(baseURL!, { pdf: false });
    const release = await holdAppScripts(page);
    await page.goto(`/preview/${card.previewLink}?lng=en`);
    await expect(page.getByRole('status')).toHaveText(t('en', 'preview', 'loading'));
    await expect(firstPicture(page)).toBeHidden();
    await expectNoAxeViolations(page);
    await release();
    await expect(cardPicture(page, 'en')).toBeVisible();
  });
});
