import type { Browser, Locator, Page, Response } from 'playwright-core';
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

// A dedicated worker's script (the app's warm-intl chunk) is fetched by the worker, and its response keeps no body
// for the page ("Response body is unavailable", or "Target … closed" once the worker has ended): the same URL is
// fetched again in the page's context.
const bodyOf = async (page: Page, response: Response): Promise<Buffer> => {
  try {
    return await response.body();
  } catch (error) {
    const again = await page.request.get(response.url()).catch(() => undefined);
    if (!again?.ok()) throw error;
    return again.body();
  }
};

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
      const file = bodyOf(page, response).then((body) => ({
        path: new URL(response.url()).pathname,
        sizes: compressedSizes(body),
      }));
      // Handled here too: when the page fails to show, closing it fails the bodies still pending, and an unhandled
      // rejection would end the run before the page's own error is reported.
      file.catch(() => undefined);
      pending.push(file);
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
