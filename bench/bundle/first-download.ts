import type { Browser, Locator, Page } from 'playwright-core';
import { newPage } from '../support/chromium';
import { type CompressedSizes, compressedSizes, sumSizes } from '../support/compress';

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
    const pending: Promise<DownloadedFile>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => ({ path: new URL(response.url()).pathname, sizes: compressedSizes(body) })),
      );
    });
    await page.goto(url);
    await ready(page).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).sort((a, b) => a.path.localeCompare(b.path));
    if (!files.some((file) => file.path.endsWith('.js'))) throw new Error(`${url} fetched no script`);
    return { files, total: sumSizes(files.map((file) => file.sizes)) };
  } finally {
    await page.context().close();
  }
};
