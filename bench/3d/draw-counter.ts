import type { Locator, Page } from 'playwright-core';

interface CountingWindow {
  __benchDraws: number;
}

/**
 * An init script: every WebGL draw call (drawArrays, drawElements and their instanced and ranged forms) counts in
 * `window.__benchDraws`, so the benchmark can tell whether a page rendered, and how much.
 */
export const countDrawCalls = (): void => {
  const counting = window as unknown as CountingWindow;
  counting.__benchDraws = 0;
  const names = ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced', 'drawRangeElements'];
  for (const prototype of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of names) {
      const original = (prototype as unknown as Record<string, unknown>)[name];
      if (typeof original !== 'function') continue;
      Object.defineProperty(prototype, name, {
        configurable: true,
        writable: true,
        value: function (this: unknown, ...args: unknown[]) {
          counting.__benchDraws += 1;
          return (original as (...rest: unknown[]) => unknown).apply(this, args);
        },
      });
    }
  }
};

export const drawCalls = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as CountingWindow).__benchDraws);

/** Waits until the canvas in `host` has been drawn into and two more frames have passed. */
export const waitUntilDrawn = async (page: Page, host: Locator): Promise<void> => {
  await host.locator('canvas').waitFor({ state: 'visible', timeout: 90_000 });
  await page.waitForFunction(() => (window as unknown as CountingWindow).__benchDraws > 0, undefined, {
    timeout: 90_000,
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
};

/** Draw calls made while the page is left alone for `ms`. */
export const idleDrawCalls = async (page: Page, ms: number): Promise<number> => {
  const before = await drawCalls(page);
  await page.waitForTimeout(ms);
  return (await drawCalls(page)) - before;
};

/**
 * Waits until the page has made no draw call for `quietMs` (an opening animation has ended and the view is at rest),
 * at most `timeoutMs`; returns whether it came to rest.
 */
export const waitUntilAtRest = async (page: Page, quietMs = 600, timeoutMs = 15_000): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await idleDrawCalls(page, quietMs)) === 0) return true;
  }
  return false;
};
