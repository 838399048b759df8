import { type Page, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { difference, expectDrawn } from './support/canvas';

// SwiftShader renders on the CPU; the first picture of a page takes a few seconds on a busy machine.
test.setTimeout(150_000);

const openModel = async (page: Page, query = '') => {
  await page.goto(`/3D-clinical-model?lng=en${query}`);
  await expect(page.getByRole('heading', { level: 1, name: '3D clinical model' })).toBeVisible({ timeout: 30_000 });
};

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
  await openModel(page);
  await page.getByRole('button', { name: 'Before treatment', exact: true }).click();
  const model = page.getByRole('application', { name: '3D model of the teeth, Before treatment' });
  await expectDrawn(model);
  const box = (await model.boundingBox())!;
  // The upper central incisors stand just either side of the middle, in the upper part of the picture.
  await page.mouse.click(box.x + box.width * 0.47, box.y + box.height * 0.33);
  await expect(page.getByRole('status').filter({ hasText: /^Tooth \d\d: / })).toHaveText(/^Tooth (11|12|21): Healthy$/);

  const home = await model.screenshot();
  await model.focus();
  for (let turn = 0; turn < 3; turn += 1) await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => difference(home, await model.screenshot())).toBeGreaterThan(1);
  await page.keyboard.press('0');
  await expect.poll(async () => difference(home, await model.screenshot())).toBeLessThan(0.5);
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
