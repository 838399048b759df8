import type { Page } from 'playwright-core';
import { type CompressedSizes, compressedSizes } from '../support/compress';
import { recordScriptsAndStyles } from '../support/scripts-and-styles';
import { threeMarker } from './chunk-sizes';

export interface LandingFile {
  path: string;
  type: 'script' | 'stylesheet';
  sizes: CompressedSizes;
  hasThree: boolean;
}

/**
 * The JS and CSS a browser fetches for the landing `/`: every script and stylesheet response until the network has
 * been idle (Playwright's networkidle: no request for 500 ms), each file's bytes compressed here.
 */
export const measureLanding = async (page: Page, baseUrl: string): Promise<LandingFile[]> => {
  const recording = recordScriptsAndStyles(page);
  await page.goto(`${baseUrl}/?lng=en`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const files = (await recording.files()).map(({ path, type, body }) => ({
    path,
    type,
    sizes: compressedSizes(body),
    hasThree: body.includes(threeMarker),
  }));
  if (!files.some((file) => file.type === 'script')) throw new Error('The landing fetched no script');
  return files;
};
