import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage } from '../support/chromium';
import { countDrawCalls, waitUntilDrawn } from './draw-counter';

export interface DrawnModel {
  page: Page;
  /** The focusable element that takes the rotation keys; the canvas is inside it. */
  host: Locator;
}

/** Fails unless the canvas shows a picture: a blank canvas has no spread of brightness (as the e2e spec checks). */
const expectPicture = async (host: Locator, what: string): Promise<void> => {
  const stats = await sharp(await host.locator('canvas').screenshot()).stats();
  const spread = Math.max(...stats.channels.slice(0, 3).map((channel) => channel.stdev));
  if (spread <= 12) throw new Error(`${what} did not draw a picture (brightness spread ${spread.toFixed(1)})`);
};

/** /3D-clinical-model in English with only the Before-treatment arch shown, drawn, counting draw calls. */
export const openArch = async (browser: Browser, baseUrl: string): Promise<DrawnModel> => {
  const page = await newPage(browser);
  page.setDefaultTimeout(90_000);
  await page.addInitScript(countDrawCalls);
  await page.goto(`${baseUrl}/3D-clinical-model?lng=en`);
  await page.getByRole('button', { name: 'Before treatment', exact: true }).click();
  const host = page.getByRole('application', { name: '3D model of the teeth, Before treatment' });
  await waitUntilDrawn(page, host);
  await expectPicture(host, 'The arch');
  return { page, host };
};

/** The baseline page: one lit cube on a canvas of the given CSS size, drawn, counting draw calls. */
export const openCube = async (
  browser: Browser,
  baselineUrl: string,
  size: { width: number; height: number },
): Promise<DrawnModel> => {
  const page = await newPage(browser);
  page.setDefaultTimeout(90_000);
  await page.addInitScript(countDrawCalls);
  await page.goto(`${baselineUrl}/?width=${size.width}&height=${size.height}`);
  const host = page.getByRole('application', { name: 'Baseline cube' });
  await waitUntilDrawn(page, host);
  await expectPicture(host, 'The baseline cube');
  return { page, host };
};

/** The canvas's CSS size and its drawing buffer's, in pixels. */
export const canvasSize = (host: Locator) =>
  host.locator('canvas').evaluate((canvas: HTMLCanvasElement) => ({
    width: canvas.clientWidth,
    height: canvas.clientHeight,
    bufferWidth: canvas.width,
    bufferHeight: canvas.height,
  }));
