import { type Browser, type BrowserContextOptions, type Page, chromium } from 'playwright-core';
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

/** A desktop window: 1280×800 at device pixel ratio 1. */
export const desktopWindow: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

/** A phone: 375×812 CSS px at device pixel ratio 2, touch, and the layout a mobile browser gives a page. */
export const phoneWindow: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** A fresh page (the desktop window unless told) in its own context, so no cache carries over between pages. */
export const newPage = async (browser: Browser, device: BrowserContextOptions = desktopWindow): Promise<Page> => {
  const context = await browser.newContext(device);
  await context.addInitScript({ content: nameHelper });
  return context.newPage();
};
