import { type Page, expect } from '@playwright/test';

/**
 * The page is no wider than the window: nothing makes a phone scroll sideways. Asked until it holds, because after a
 * resize the phone layout arrives with React's next render, not with the browser's layout.
 */
export const expectNoHorizontalOverflow = async (page: Page, message?: string): Promise<void> => {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message })
    .toBeLessThanOrEqual(0);
};
