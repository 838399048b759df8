import { readFile } from 'node:fs/promises';
import { authorizationKey } from '../contract/rules/auth';
import { type Locator, type Page, expect, test } from './support/test';
import { expectNoAxeViolationsAtRest } from './support/axe';
import { difference, expectDrawn } from './support/canvas';
import { seedSharedCard } from './support/cards';
import { expectNoHorizontalOverflow } from './support/layout';
import { type Language, appName, t } from './support/locales';

const text = (language: Language, key: string) => t(language, 'preview', key);
const patient = 'Olena Kovalenko';

const valueOf = async (slider: Locator) => Number(await slider.getAttribute('aria-valuenow'));

/** The card's first screen: clinic, h1, patient and the saved date, and a title that names the clinic only. */
const expectCardOpen = async (page: Page, language: Language, clinic: string) => {
  await expect(page.getByRole('heading', { level: 1, name: text(language, 'title') })).toBeVisible();
  await expect(page.getByText(text(language, 'header.patient').replace('{{name}}', patient))).toBeVisible();
  await expect(page.getByText(clinic).first()).toBeVisible();
  await expect(page.getByRole('img', { name: text(language, 'views.beforeAlt') })).toBeVisible();
  const title = `${appName} | ${t(language, 'meta', 'previewCard.title').replace('{{clinic}}', clinic)}`;
  await expect(page).toHaveTitle(title);
  expect(await page.title()).not.toContain(patient);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
};

/** Every messenger link carries the page's address, encoded. */
const expectShareLinks = async (page: Page, previewUrl: string) => {
  const encoded = encodeURIComponent(previewUrl);
  for (const name of ['telegram', 'whatsapp', 'viber', 'messenger']) {
    const href = await page.getByRole('link', { name: text('en', `share.${name}`) }).getAttribute('href');
    expect(href).toContain(encoded);
    expect(href).not.toContain(encodeURIComponent(patient));
  }
};

const toggleFormulaDescription = async (page: Page, press: (target: Locator) => Promise<void>) => {
  const show = page.getByRole('button', { name: text('en', 'formula.show') });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  const description = page.getByText(/^Caries on 16 and 24/);
  await expect(description).toBeHidden();
  await press(show);
  const hide = page.getByRole('button', { name: text('en', 'formula.hide') });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(description).toBeVisible();
  return hide;
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('a patient opens the card, taps through the views, drags the divider with a finger and shares', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const card = await seedSharedCard(baseURL!);
    await page.goto(`/preview/${card.previewLink}?lng=en`);
    await expectCardOpen(page, 'en', card.companyName);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolationsAtRest(page);

    await page.getByRole('tab', { name: text('en', 'views.short.after') }).tap();
    await expect(page.getByRole('img', { name: text('en', 'views.afterAlt') })).toBeVisible();
    await expect(page.getByRole('img', { name: text('en', 'views.beforeAlt') })).toHaveCount(0);
    await expectNoAxeViolationsAtRest(page);

    await page.getByRole('tab', { name: text('en', 'views.short.compare') }).tap();
    const slider = page.getByRole('slider', { name: text('en', 'compare.slider') });
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolationsAtRest(page);

    // The handle takes every gesture; the frame leaves vertical swipes to the page.
    expect(await slider.evaluate((element) => getComputedStyle(element).touchAction)).toBe('none');
    expect(await slider.evaluate((element) => getComputedStyle(element.parentElement!).touchAction)).toBe('pan-y');

    // A real touch drag of the handle (CDP touch events become pointer events of type touch, as on a phone).
    const frame = (await slider.locator('..').boundingBox())!;
    const handle = (await slider.boundingBox())!;
    const y = handle.y + frame.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
    await touch('touchStart', handle.x + handle.width / 2);
    for (const fraction of [0.45, 0.35, 0.25]) await touch('touchMove', frame.x + frame.width * fraction);
    await touch('touchEnd');
    await expect.poll(() => valueOf(slider)).toBeGreaterThanOrEqual(23);
    expect(await valueOf(slider)).toBeLessThanOrEqual(27);
    await expect(page.getByTestId('after-layer')).toHaveAttribute('style', /inset\(0(px)? 0(px)? 0(px)? 2\d%\)/);

    // A tap on the picture moves the divider there.
    await page.touchscreen.tap(frame.x + frame.width * 0.8, y);
    await expect.poll(() => valueOf(slider)).toBeGreaterThanOrEqual(78);

    const hide = await toggleFormulaDescription(page, (target) => target.tap());
    await expectNoAxeViolationsAtRest(page);
    await hide.tap();
    await expect(page.getByRole('button', { name: text('en', 'formula.show') })).toBeVisible();

    await expectShareLinks(page, card.previewUrl);
    await expect(page.getByRole('link', { name: text('en', 'plan.download') })).toHaveAttribute('download', '');
    await expectNoHorizontalOverflow(page);
  });

  test('a patient opens the plan in 3D: it draws, Before differs from After, and it fits the phone', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const card = await seedSharedCard(baseURL!, { pdf: false });
    await page.goto(`/preview/${card.previewLink}?lng=uk`);
    await expectCardOpen(page, 'uk', card.companyName);
    await page.getByRole('tab', { name: text('uk', 'views.model') }).tap();
    const view = (phase: 'before' | 'after') =>
      page.getByRole('application', {
        name: t('uk', 'dental-arch', 'label').replace('{{view}}', t('uk', 'dental-arch', `views.${phase}`)),
      });
    // After treatment first: that is what the patient decides on.
    await expectDrawn(view('after'));
    // Sharp on the 2× phone, the help speaks of fingers, the changed teeth carry labels.
    const canvas = view('after').locator('canvas').first();
    expect(await canvas.evaluate((element: HTMLCanvasElement) => element.width / element.clientWidth)).toBe(2);
    await expect(page.getByText(t('uk', 'dental-arch', 'instructionsTouch'))).toBeVisible();
    const label = view('after').locator('[data-tooth][data-shown="true"]').first();
    await expect(label).toHaveText(/^\d\d · \S/);
    // A tap on a labelled tooth lights it up and says what happens to it.
    const [x, y] = [Number(await label.getAttribute('data-x')), Number(await label.getAttribute('data-y'))];
    const frame = (await view('after').boundingBox())!;
    await page.touchscreen.tap(frame.x + x, frame.y + y);
    await expect(page.getByRole('status').filter({ hasText: /^Зуб / })).toHaveText(/^Зуб \d\d: .+ → .+$/);
    const after = await view('after').screenshot();
    const phases = page.getByRole('group', { name: text('uk', 'views.modelPhase') });
    await phases.getByRole('button', { name: text('uk', 'views.beforeBadge') }).tap();
    await expectDrawn(view('before'));
    await expect.poll(async () => difference(after, await view('before').screenshot())).toBeGreaterThan(0.3);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolationsAtRest(page);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a patient compares by keyboard and mouse, reads the plan, downloads the PDF and copies the link', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const card = await seedSharedCard(baseURL!);
    await page.goto(`/preview/${card.previewLink}?lng=en`);
    await expectCardOpen(page, 'en', card.companyName);

    // Two columns: the pictures left of the plan.
    const picture = (await page.getByRole('img', { name: text('en', 'views.beforeAlt') }).boundingBox())!;
    const plan = (await page.getByRole('region', { name: text('en', 'plan.title') }).boundingBox())!;
    expect(picture.x + picture.width).toBeLessThanOrEqual(plan.x);
    await expect(page.getByTestId('plan-total')).toContainText('$4,180.00');
    await expectNoAxeViolationsAtRest(page);

    await page.getByRole('tab', { name: text('en', 'views.after') }).click();
    await expect(page.getByRole('img', { name: text('en', 'views.afterAlt') })).toBeVisible();
    await page.getByRole('tab', { name: text('en', 'views.compare') }).click();
    const slider = page.getByRole('slider', { name: text('en', 'compare.slider') });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '55');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '45');
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await expectNoAxeViolationsAtRest(page);

    const frame = (await slider.locator('..').boundingBox())!;
    await page.mouse.move(frame.x + frame.width * 0.9, frame.y + frame.height / 2);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width * 0.3, frame.y + frame.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => valueOf(slider)).toBe(30);

    await toggleFormulaDescription(page, (target) => target.click());
    await expectNoAxeViolationsAtRest(page);

    await expectShareLinks(page, card.previewUrl);
    await page.getByRole('button', { name: text('en', 'share.copy') }).click();
    await expect(page.getByText(text('en', 'share.copied'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(card.previewUrl);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: text('en', 'plan.download') }).click();
    const pdf = await readFile((await (await downloading).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the card speaks Russian and Ukrainian', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const card = await seedSharedCard(baseURL!);
    for (const language of ['ru', 'uk'] as const) {
      await page.goto(`/preview/${card.previewLink}?lng=${language}`);
      await expectCardOpen(page, language, card.companyName);
      await expect(page.getByRole('tab', { name: text(language, 'views.before') })).toBeVisible();
      await expect(page.getByRole('button', { name: text(language, 'formula.show') })).toBeVisible();
      await expect(page.getByRole('link', { name: text(language, 'plan.download') })).toBeVisible();
      await expect(page.getByRole('heading', { name: text(language, 'plan.title') })).toBeVisible();
      await page.getByRole('tab', { name: text(language, 'views.compare') }).click();
      await expect(page.getByRole('slider', { name: text(language, 'compare.slider') })).toBeVisible();
      await expectNoAxeViolationsAtRest(page);
    }
  });

  test('each page load asks for the card once (its first HTML preloads it) and counts one view, in every language', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const card = await seedSharedCard(baseURL!, { pdf: false });
    const cardUrl = `${baseURL}/api/cards/${card.previewLink}`;
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url() === cardUrl) asked.push(sent.resourceType());
    });
    const views = async () => {
      const answer = await request.get('/api/company/cards', { headers: { [authorizationKey]: card.token } });
      const { cards } = (await answer.json()) as { cards: { id: string; views: number }[] };
      return cards.find((listed) => listed.id === card.id)?.views;
    };
    const languages = ['en', 'ru', 'uk'] as const;
    for (const [index, language] of languages.entries()) {
      await page.goto(`/preview/${card.previewLink}?lng=${language}`);
      await expectCardOpen(page, language, card.companyName);
      await expectNoAxeViolationsAtRest(page);
      // The preload (an "other" request) is the one GET: the page's own fetch is served from it.
      expect(asked).toEqual(languages.slice(0, index + 1).map(() => 'other'));
      // Views are written within a second or so of being counted.
      await expect.poll(views, { timeout: 10_000 }).toBe(index + 1);
    }
  });

  test('a revoked link says "Card not found!"', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const card = await seedSharedCard(baseURL!, { pdf: false });
    await page.goto(`/preview/${card.previewLink}?lng=en`);
    await expectCardOpen(page, 'en', card.companyName);
    await expect(page.getByRole('link', { name: text('en', 'plan.download') })).toHaveCount(0);

    const revoked = await request.post(`/api/company/cards/${card.id}/revoke`, {
      headers: { [authorizationKey]: card.token },
    });
    expect(revoked.ok(), `revoke: ${revoked.status()}`).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Card not found!' })).toBeVisible();
    await expect(page.getByText(text('en', 'notFound.hint'))).toBeVisible();
    expect(await page.title()).not.toContain(card.companyName);
    await expectNoAxeViolationsAtRest(page);

    await page.goto(`/preview/${card.previewLink}?lng=uk`);
    await expect(page.getByRole('heading', { level: 1, name: text('uk', 'notFound.title') })).toBeVisible();
  });
});
