import { type Locator, expect } from '@playwright/test';
import sharp from 'sharp';

// Reading what a WebGL canvas shows, from screenshots: the browser tests draw through SwiftShader (software WebGL,
// switched on in playwright.config.ts), which renders on the CPU and takes seconds for a first picture on a busy
// machine; hence the long waits.

const rawPixels = async (source: Locator | Buffer) =>
  sharp(Buffer.isBuffer(source) ? source : await source.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer();

/** Spread of the picture's brightness: a blank canvas has none. */
export const spread = async (canvas: Locator) => {
  const stats = await sharp(await canvas.screenshot()).stats();
  return Math.max(...stats.channels.slice(0, 3).map((channel) => channel.stdev));
};

/** Mean absolute difference per channel between two pictures of the same size (0–255). */
export const difference = async (a: Locator | Buffer, b: Locator | Buffer) => {
  const [first, second] = await Promise.all([rawPixels(a), rawPixels(b)]);
  const length = Math.min(first.length, second.length);
  let sum = 0;
  for (let index = 0; index < length; index += 1) sum += Math.abs(first[index]! - second[index]!);
  return sum / length;
};

/** Waits until the 3D view's canvas exists and shows a picture, not a blank. */
export const expectDrawn = async (view: Locator) => {
  await expect(view.locator('canvas')).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => spread(view), { timeout: 30_000 }).toBeGreaterThan(12);
};
