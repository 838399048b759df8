import sharp from 'sharp';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { desktopWindow, newPage } from '../support/chromium';
import { countDrawCalls, waitUntilDrawn } from './draw-counter';

export interface DrawnModel {
  page: Page;
  /** The focusable element that takes the rotation keys; the canvas is inside it. */
  host: Locator;
}

/** Fails unless the canvas shows a picture: a blank canvas has no spread of brightness (as the e2e spec checks). */
export const expectPicture = async (host: Locator, what: string): Promise<void> => {
  const stats = await sharp(await host.locator('canvas').screenshot()).stats();
  const spread = Math.max(...stats.channels.slice(0, 3).map((channel) => channel.stdev));
  if (spread <= 12) throw new Error(`${what} did not draw a picture (brightness spread ${spread.toFixed(1)})`);
};

export interface CanvasSize {
  /** CSS pixels. */
  width: number;
  height: number;
  /** The drawing buffer's pixels: width × the pixel ratio the renderer uses. */
  bufferWidth: number;
  bufferHeight: number;
}

/** /3D-clinical-model in English with only the Before-treatment arch shown, drawn, counting draw calls. */
export const openArch = async (
  browser: Browser,
  baseUrl: string,
  device: BrowserContextOptions = desktopWindow,
): Promise<DrawnModel> => {
  const page = await newPage(browser, device);
  page.setDefaultTimeout(90_000);
  await page.addInitScript(countDrawCalls);
  await page.goto(`${baseUrl}/3D-clinical-model?lng=en`);
  await page.getByRole('button', { name: 'Before treatment', exact: true }).click();
  const host = page.getByRole('application', { name: '3D model of the teeth, Before treatment' });
  await waitUntilDrawn(page, host);
  await expectPicture(host, 'The arch');
  return { page, host };
};

/** The cube page's query: the arch canvas's CSS size and the pixel ratio its renderer uses. */
export const cubeQuery = (canvas: CanvasSize): string =>
  `width=${canvas.width}&height=${canvas.height}&pixelRatio=${canvas.bufferWidth / canvas.width}`;

/** The baseline page: one lit cube on a canvas of the arch canvas's size and pixel ratio, drawn, counting draws. */
export const openCube = async (
  browser: Browser,
  baselineUrl: string,
  canvas: CanvasSize,
  device: BrowserContextOptions = desktopWindow,
): Promise<DrawnModel> => {
  const page = await newPage(browser, device);
  page.setDefaultTimeout(90_000);
  await page.addInitScript(countDrawCalls);
  await page.goto(`${baselineUrl}/?${cubeQuery(canvas)}`);
  const host = page.getByRole('application', { name: 'Baseline cube' });
  await waitUntilDrawn(page, host);
  await expectPicture(host, 'The baseline cube');
  return { page, host };
};

/** The canvas's CSS size and its drawing buffer's, in pixels. */
export const canvasSize = (host: Locator): Promise<CanvasSize> =>
  host.locator('canvas').evaluate((canvas: HTMLCanvasElement) => ({
    width: canvas.clientWidth,
    height: canvas.clientHeight,
    bufferWidth: canvas.width,
    bufferHeight: canvas.height,
  }));
