import { type Browser, type Page, chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium-launch';

/**
 * Debian's Chromium with software WebGL, launched as the browser tests launch it (e2e/support/chromium-launch.ts;
 * nothing downloads a browser), and without the 60 Hz frame cap: with it, a cheap frame's time is rounded up to a vsync step (16.7 or 33.3 ms),
 * and the baseline cube jumped between the two from one run to the next, doubling the ratio it is there to steady.
 */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-frame-rate-limit', '--disable-gpu-vsync'],
  });

// tsx compiles this code with esbuild's keepNames, which wraps named functions inside the functions we hand to
// page.evaluate() and addInitScript() in calls to a `__name` helper that only exists in Node; the page gets a
// harmless stand-in.
const nameHelper = 'globalThis.__name = globalThis.__name || ((target) => target);';

/** A fresh page at 1280×800 (device pixel ratio 1) in its own context, so no cache carries over between pages. */
export const newPage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await context.addInitScript({ content: nameHelper });
  return context.newPage();
};
