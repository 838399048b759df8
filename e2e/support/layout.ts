import { type Page, expect } from '@playwright/test';

/** The page is no wider than the window: nothing makes a phone scroll sideways. */
export const expectNoHorizontalOverflow = async (page: Page, message?: string): Promise<void> => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, message).toBeLessThanOrEqual(0);
};
