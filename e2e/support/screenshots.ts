import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

const widths = [375, 1280] as const;

/**
 * With E2E_SCREENSHOT_DIR set, saves a screenshot as a phone and a desktop show it (`<name>-375.png`,
 * `<name>-1280.png`) and puts the viewport back; otherwise does nothing. For looking at the screens a journey visits:
 * `part` alone when given, else what the viewport shows (a dialog over the page).
 */
export const saveScreens = async (page: Page, name: string, part?: Locator): Promise<void> => {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  const viewport = page.viewportSize();
  // The sticky header would cover the top of a part scrolled under it. Set through the DOM: a style sheet added
  // without the page's nonce would break its Content-Security-Policy.
  const header = (visibility: string) =>
    page.evaluate((value) => {
      for (const element of document.querySelectorAll('header')) element.style.visibility = value;
    }, visibility);
  if (part) await header('hidden');
  for (const width of widths) {
    await page.setViewportSize({ width, height: viewport?.height ?? 812 });
    const file = { path: path.join(dir, `${name}-${width}.png`), animations: 'disabled' } as const;
    await (part ? part.screenshot(file) : page.screenshot(file));
  }
  if (viewport) await page.setViewportSize(viewport);
  if (part) await header('');
};
