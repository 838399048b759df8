import { type Locator, type Page, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { difference, expectDrawn, regionDifference, widthShare } from './support/canvas';

// SwiftShader renders on the CPU; the first picture of a page takes a few seconds on a busy machine.
test.setTimeout(150_000);

const openModel = async (page: Page, query = '') => {
  await page.goto(`/3D-clinical-model?lng=en${query}`);
  await expect(page.getByRole('heading', { level: 1, name: '3D clinical model' })).toBeVisible({ timeout: 30_000 });
};

/** Half the side of the square around a tooth's crown (CSS px) in which pictures are compared: a back tooth's crown. */
const around = 28;

const cases = ['Prosthetic', 'Therapeutic', 'Aesthetic', 'Orthodontic', 'Surgical'];

/** Hides the tooth labels (they are drawn over the canvas) so a screenshot shows the 3D picture alone. */
const hideLabels = (page: Page) =>
  page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('[data-testid="arch-canvas"] > [aria-hidden="true"]').forEach((layer) => {
      layer.style.display = 'none';
    }),
  );

/** The labels shown over a canvas: the tooth, its text and where its crown shows (CSS px from the canvas's corner). */
const shownLabels = (canvas: Locator) =>
  canvas.locator('[data-tooth][data-shown="true"]').evaluateAll((labels) =>
    labels.map((label) => ({
      tooth: Number((label as HTMLElement).dataset.tooth),
      text: label.textContent ?? '',
      x: Number((label as HTMLElement).dataset.x),
      y: Number((label as HTMLElement).dataset.y),
    })),
  );

test('the arch renders in software WebGL; Before and After differ where the formula does', async ({ page }) => {
  await openModel(page);
  const before = page.getByRole('application', { name: '3D model of the teeth, Before treatment' });
  const after = page.getByRole('application', { name: '3D model of the teeth, After treatment' });
  await expectDrawn(before);
  await expectDrawn(after);
  // The prosthetic case: tooth-coloured crowns and a bridge after treatment. Averaged over the whole canvas, where the
  // gums and the unchanged teeth take most of the picture, they measure about 0.28 (of 255).
  expect(await difference(before, after)).toBeGreaterThan(0.15);
  // The legend and the table toggle are there; the table opens for anyone who wants it.
  await expect(page.getByRole('region', { name: 'Legend' }).getByText('Bridge')).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('table', { name: /Dental formula/ }).getByRole('row')).toHaveCount(33);
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
});

test('a click on a tooth names it and its state; the keyboard turns and resets the model', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openModel(page);
  await page.getByRole('button', { name: 'Before treatment', exact: true }).click();
  await page.getByRole('button', { name: 'Front', exact: true }).click();
  const model = page.getByRole('application', { name: '3D model of the teeth, Before treatment' });
  await expectDrawn(model);
  const box = (await model.boundingBox())!;
  // Seen from the front, the upper central incisors stand either side of the middle, in the upper third.
  await page.mouse.click(box.x + box.width * 0.47, box.y + box.height * 0.25);
  await expect(page.getByRole('status').filter({ hasText: /^Tooth \d\d: / })).toHaveText(/^Tooth (11|12|21): Healthy$/);

  const home = await model.screenshot();
  await model.focus();
  for (let turn = 0; turn < 3; turn += 1) await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => difference(home, await model.screenshot())).toBeGreaterThan(1);
  // 0 returns to the first view, which for this case (back-tooth work, mostly upper) looks up at the upper teeth.
  await page.keyboard.press('0');
  await expect(page.getByRole('button', { name: 'Upper teeth', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Front', exact: true }).click();
  await expect.poll(async () => difference(home, await model.screenshot())).toBeLessThan(0.5);
});

test('on the first frame the arch fills at least 70 % of the canvas width, side by side, alone and on a phone', async ({
  page,
}) => {
  const share = async () => {
    const canvases = await page.getByRole('application').all();
    for (const canvas of canvases) await expectDrawn(canvas);
    await hideLabels(page);
    return Promise.all(canvases.map((canvas) => widthShare(canvas)));
  };
  await openModel(page);
  for (const value of await share()) expect(value).toBeGreaterThanOrEqual(0.7);
  await page.getByRole('tab', { name: 'Aesthetic' }).click();
  await page.getByRole('button', { name: 'After treatment', exact: true }).click();
  await expect(page.getByRole('application')).toHaveCount(1);
  for (const value of await share()) expect(value).toBeGreaterThanOrEqual(0.7);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('tab', { name: 'Therapeutic' }).click();
  for (const value of await share()) expect(value).toBeGreaterThanOrEqual(0.7);
  await expectNoAxeViolations(page);
});

test('the first view shows every labelled changed tooth: Before and After differ around each of them', async ({
  page,
}) => {
  await openModel(page);
  for (const name of cases) {
    await page.getByRole('tab', { name }).click();
    const before = page.getByRole('application', { name: '3D model of the teeth, Before treatment' });
    const after = page.getByRole('application', { name: '3D model of the teeth, After treatment' });
    await expectDrawn(before);
    await expectDrawn(after);
    const labels = await shownLabels(after);
    // Each case changes at least two teeth in the arch (or the front) its first view looks at.
    expect(labels.length, name).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);
    await hideLabels(page);
    const [first, second] = [await before.screenshot(), await after.screenshot()];
    for (const label of labels) {
      // An unchanged place measures 0 (the same scene from the same camera); a veneer over enamel is the subtlest.
      const change = await regionDifference(first, second, label.x, label.y, around);
      expect(change, `${name}: ${label.text}`).toBeGreaterThan(3);
    }
  }
});

test('a tapped tooth lights up in both pictures and the status says its before and after', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openModel(page);
  const before = page.getByRole('application', { name: '3D model of the teeth, Before treatment' });
  const after = page.getByRole('application', { name: '3D model of the teeth, After treatment' });
  await expectDrawn(before);
  await expectDrawn(after);
  const sixteen = (await shownLabels(after)).find((label) => label.tooth === 16)!;
  await hideLabels(page);
  const [before1, after1] = [await before.screenshot(), await after.screenshot()];
  const box = (await after.boundingBox())!;
  await page.mouse.click(box.x + sixteen.x, box.y + sixteen.y);
  await expect(page.getByRole('status').filter({ hasText: /^Tooth / })).toHaveText('Tooth 16: Caries → Crown');
  await expect
    .poll(async () => regionDifference(after1, await after.screenshot(), sixteen.x, sixteen.y, around))
    .toBeGreaterThan(4);
  await expect
    .poll(async () => regionDifference(before1, await before.screenshot(), sixteen.x, sixteen.y, around))
    .toBeGreaterThan(4);
  await expectNoAxeViolations(page);
});

/** Counts WebGL draw calls into window.__draws (a string: tsx would wrap a function in a helper the page lacks). */
const countDraws = `for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
  for (const name of ['drawElements', 'drawArrays']) {
    const original = proto[name];
    proto[name] = function (...args) { window.__draws = (window.__draws || 0) + 1; return original.apply(this, args); };
  }
}`;

test('the view buttons move the camera, by keyboard too; a phase switch keeps the camera and blends', async ({
  page,
}) => {
  await page.addInitScript(countDraws);
  await openModel(page);
  await page.getByRole('button', { name: 'Before treatment', exact: true }).click();
  const model = page.getByRole('application');
  await expectDrawn(model);
  const toolbar = page.getByRole('group', { name: 'Camera view' });
  await expect(toolbar.getByRole('button', { name: 'Upper teeth' })).toHaveAttribute('aria-pressed', 'true');
  const upper = await model.screenshot();
  // One tab stop for the group; the arrow keys move between its buttons.
  await toolbar.getByRole('button', { name: 'Upper teeth' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Lower teeth' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toolbar.getByRole('button', { name: 'Lower teeth' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => difference(upper, await model.screenshot())).toBeGreaterThan(4);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('button', { name: 'Left side' })).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(1000);
  const left = await model.screenshot();

  // To After: the same canvas, the camera where it was, the old picture fading out over the new one.
  const canvas = await model.locator('canvas').first().elementHandle();
  await page.getByRole('button', { name: 'After treatment', exact: true }).click();
  await expect(page.getByRole('application', { name: '3D model of the teeth, After treatment' })).toBeVisible();
  await expect(model.locator('canvas[data-blend]')).toHaveCount(0);
  expect(await canvas!.evaluate((element) => element.isConnected)).toBe(true);
  const blended = await model.screenshot();
  // The side view again (the same camera): close to the Before picture, which differs only in the changed teeth.
  expect(await difference(left, blended)).toBeLessThan(await difference(upper, left));
  // Nothing is drawn once the blend is over: no render loop is left running.
  const draws = () => page.evaluate(() => (window as unknown as { __draws?: number }).__draws ?? 0);
  const settled = await draws();
  expect(settled).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  expect(await draws()).toBe(settled);
  await expectNoAxeViolations(page);
});

test('without WebGL the page says so and shows the formula as a table', async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (type.startsWith('webgl')) return null;
      return (original as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    } as typeof original;
  });
  await openModel(page);
  await page.getByRole('tab', { name: 'Surgical' }).click();
  await expect(page.getByText(/This browser cannot show 3D graphics/)).toBeVisible();
  await expect(page.getByRole('application')).toHaveCount(0);
  const table = page.getByRole('table', { name: /Dental formula/ });
  await expect(table.getByRole('row')).toHaveCount(33);
  await expect(table.getByRole('row', { name: /^46 / })).toHaveText(/46\s*Extraction planned\s*Implant/);
  await expectNoAxeViolations(page);
});

test('at 375 px the model fits without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openModel(page);
  await page.getByRole('tab', { name: 'Aesthetic' }).click();
  const before = page.getByRole('application', { name: '3D model of the teeth, Before treatment' });
  await expectDrawn(before);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
});

test('three.js is not part of the landing’s download, only of the 3D page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  const three = async (urls: string[]) => {
    const bodies = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
    return bodies.some((body) => body.includes('THREE.WebGLRenderer'));
  };
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await three(scripts)).toBe(false);
  scripts.length = 0;
  await page.getByRole('banner').getByRole('link', { name: '3D model' }).click();
  await expectDrawn(page.getByRole('application').first());
  expect(await three(scripts)).toBe(true);
});

test('the see-through toggle shows roots and implants through translucent gums and teeth, by keyboard too', async ({
  page,
}) => {
  // Tall enough that the model and the toggle show together: no scrolling moves the sticky header over the model.
  await page.setViewportSize({ width: 1280, height: 1600 });
  // No cross-fade between the phases: the solid picture is taken once the After picture alone shows.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openModel(page);
  await page.getByRole('tab', { name: 'Surgical' }).click();
  await page.getByRole('button', { name: 'After treatment', exact: true }).click();
  const model = page.getByRole('application', { name: '3D model of the teeth, After treatment' });
  await expectDrawn(model);
  const solid = await model.screenshot();
  const toggle = page.getByRole('button', { name: 'See through gums and teeth' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The gums fade to show the roots and the implant screws: most of the picture changes.
  await expect.poll(async () => difference(solid, await model.screenshot()), { timeout: 30_000 }).toBeGreaterThan(2);
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => difference(solid, await model.screenshot()), { timeout: 30_000 }).toBeLessThan(0.5);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: true });

  test('the canvas draws at the device pixel ratio and the help speaks of fingers', async ({ page }) => {
    await openModel(page);
    const model = page.getByRole('application').first();
    await expectDrawn(model);
    const size = await model
      .locator('canvas')
      .first()
      .evaluate((canvas: HTMLCanvasElement) => ({
        backing: canvas.width,
        css: canvas.clientWidth,
      }));
    expect(size.backing).toBe(2 * size.css);
    await expect(page.getByText(/^Drag with one finger to turn the model, pinch to zoom, double tap/)).toBeVisible();
    await expect(page.getByText(/mouse wheel/)).toHaveCount(0);
    await page.getByRole('button', { name: 'After treatment', exact: true }).tap();
    const after = page.getByRole('application', { name: '3D model of the teeth, After treatment' });
    await expectDrawn(after);
    await expectNoAxeViolations(page);
  });
});
