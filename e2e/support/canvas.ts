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
  await expect(view.locator('canvas').first()).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => spread(view), { timeout: 30_000 }).toBeGreaterThan(12);
};

/** The viewer's background colour (the canvas's clear colour), as the screenshot reads it. */
const background = [0xee, 0xf2, 0xf6];

/** Share of the picture's columns in which some pixel differs clearly from the background: how wide the arch shows. */
export const widthShare = async (source: Locator | Buffer) => {
  const image = sharp(Buffer.isBuffer(source) ? source : await source.screenshot()).removeAlpha();
  const { width, height } = await image.metadata();
  const pixels = await image.raw().toBuffer();
  let columns = 0;
  for (let x = 0; x < width!; x += 1) {
    for (let y = 0; y < height!; y += 1) {
      const at = (y * width! + x) * 3;
      const off = Math.max(...[0, 1, 2].map((c) => Math.abs(pixels[at + c]! - background[c]!)));
      if (off > 24) {
        columns += 1;
        break;
      }
    }
  }
  return columns / width!;
};

/** Mean absolute difference per channel (0–255) between two same-sized pictures in a square around a point (CSS px). */
export const regionDifference = async (a: Buffer, b: Buffer, x: number, y: number, radius: number) => {
  const crop = async (source: Buffer) => {
    const { width, height } = await sharp(source).metadata();
    const left = Math.max(0, Math.round(x - radius));
    const top = Math.max(0, Math.round(y - radius));
    const region = {
      left,
      top,
      width: Math.min(width! - left, radius * 2),
      height: Math.min(height! - top, radius * 2),
    };
    return sharp(source).extract(region).removeAlpha().raw().toBuffer();
  };
  const [first, second] = await Promise.all([crop(a), crop(b)]);
  let sum = 0;
  for (let index = 0; index < first.length; index += 1) sum += Math.abs(first[index]! - second[index]!);
  return sum / first.length;
};
