import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { newPage } from '../support/chromium';
import { countDrawCalls } from './draw-counter';
import { stampFirstPicture } from './first-picture';
import { type CanvasSize, cubeQuery } from './pages';

export interface TabPage {
  page: Page;
  /** The tab that opens the 3D view. */
  tab: Locator;
  /** The element the canvas is drawn into once the tab is open. */
  host: Locator;
}

const open = async (browser: Browser, device: BrowserContextOptions, url: string): Promise<Page> => {
  const page = await newPage(browser, device);
  page.setDefaultTimeout(90_000);
  await page.addInitScript(countDrawCalls);
  await page.addInitScript(stampFirstPicture);
  await page.goto(url, { waitUntil: 'networkidle' });
  return page;
};

/** A patient's preview in English, loaded and at rest, in a fresh context (nothing cached), its 3D tab not opened. */
export const openPreview = async (
  browser: Browser,
  previewUrl: string,
  device: BrowserContextOptions,
): Promise<TabPage> => {
  const page = await open(browser, device, `${previewUrl}?lng=en`);
  const tab = page.getByRole('tab', { name: '3D', exact: true });
  await tab.waitFor();
  return { page, tab, host: page.getByTestId('arch-canvas') };
};

/** The baseline's tab page, its cube to be drawn at the arch canvas's size and pixel ratio once the tab is clicked. */
export const openCubeTab = async (
  browser: Browser,
  baselineUrl: string,
  device: BrowserContextOptions,
  canvas: CanvasSize,
): Promise<TabPage> => {
  const page = await open(browser, device, `${baselineUrl}/tab?${cubeQuery(canvas)}`);
  const tab = page.getByRole('tab', { name: '3D', exact: true });
  return { page, tab, host: page.getByRole('application', { name: 'Baseline cube' }) };
};
