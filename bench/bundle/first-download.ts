import type { Browser, Locator, Page } from 'playwright-core';
import { newPage } from '../support/chromium';
import { type CompressedSizes, compressedSizes, sumSizes } from '../support/compress';
import { recordScriptsAndStyles } from '../support/scripts-and-styles';

export interface DownloadedFile {
  path: string;
  sizes: CompressedSizes;
}

export interface FirstDownload {
  files: DownloadedFile[];
  total: CompressedSizes;
}

/**
 * The JS and CSS a fresh browser fetches to show a page: every script and stylesheet response from the start until
 * `ready(page)` is visible and the network has then been idle (Playwright's networkidle: no request for 500 ms).
 * Each body is compressed here with the build's settings, whatever the server sent.
 */
export const firstDownload = async (
  browser: Browser,
  url: string,
  ready: (page: Page) => Locator,
): Promise<FirstDownload> => {
  const page = await newPage(browser);
  try {
    const recording = recordScriptsAndStyles(page);
    await page.goto(url);
    await ready(page).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const files = (await recording.files()).map(({ path, body }) => ({ path, sizes: compressedSizes(body) }));
    if (!files.some((file) => file.path.endsWith('.js'))) throw new Error(`${url} fetched no script`);
    return { files, total: sumSizes(files.map((file) => file.sizes)) };
  } finally {
    await page.context().close();
  }
};
