import type { Page, Response } from 'playwright-core';

export interface FetchedFile {
  /** The URL's path. */
  path: string;
  type: 'script' | 'stylesheet';
  body: Buffer;
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
 * Records every script and stylesheet `page` fetches from now on, the page's own and its workers'. `files()` waits
 * for the bodies of those fetched so far.
 */
export const recordScriptsAndStyles = (page: Page): { files: () => Promise<FetchedFile[]> } => {
  const pending: Promise<FetchedFile>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const file = bodyOf(page, response).then((body): FetchedFile => ({
      path: new URL(response.url()).pathname,
      type,
      body,
    }));
    // Handled here too: when the page fails to show, closing it fails the bodies still pending, and an unhandled
    // rejection would end the run before the page's own error is reported.
    file.catch(() => undefined);
    pending.push(file);
  });
  return { files: async () => (await Promise.all(pending)).sort((a, b) => a.path.localeCompare(b.path)) };
};
