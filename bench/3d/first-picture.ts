import type { Locator, Page } from 'playwright-core';

interface StampingWindow {
  /** performance.now() at the first click on the page. */
  __benchClickAt?: number;
  /** performance.now() in the animation frame after the one that made the page's first WebGL draw call. */
  __benchFirstPictureAt?: number;
}

/**
 * An init script: stamps the page's first click (in the capture phase, before any handler) and its first picture,
 * taken as the start of the animation frame after the first WebGL draw call: by then the frame holding the draw has
 * been handed to the compositor. Everything between the two is the cost of opening a 3D view: fetching and running
 * its script, building the scene, compiling shaders, the first render.
 */
export const stampFirstPicture = (): void => {
  const stamping = window as unknown as StampingWindow;
  addEventListener(
    'click',
    () => {
      stamping.__benchClickAt ??= performance.now();
    },
    { capture: true },
  );
  let seen = false;
  const names = ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced', 'drawRangeElements'];
  for (const prototype of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of names) {
      const original = (prototype as unknown as Record<string, unknown>)[name];
      if (typeof original !== 'function') continue;
      Object.defineProperty(prototype, name, {
        configurable: true,
        writable: true,
        value: function (this: unknown, ...args: unknown[]) {
          if (!seen) {
            seen = true;
            requestAnimationFrame(() => {
              stamping.__benchFirstPictureAt = performance.now();
            });
          }
          return (original as (...rest: unknown[]) => unknown).apply(this, args);
        },
      });
    }
  }
};

/**
 * Clicks `tab` and returns the milliseconds until the page's first picture; fails when the page drew before the click
 * (the time would then measure nothing) or when no picture comes within 90 s.
 */
export const clickToFirstPicture = async (page: Page, tab: Locator): Promise<number> => {
  const early = await page.evaluate(() => (window as unknown as StampingWindow).__benchFirstPictureAt);
  if (early !== undefined) throw new Error(`${page.url()} drew before its tab was clicked`);
  await tab.click();
  const handle = await page.waitForFunction(
    () => {
      const { __benchClickAt: clickAt, __benchFirstPictureAt: pictureAt } = window as unknown as StampingWindow;
      return clickAt !== undefined && pictureAt !== undefined && { ms: pictureAt - clickAt };
    },
    undefined,
    { timeout: 90_000 },
  );
  return ((await handle.jsonValue()) as { ms: number }).ms;
};
