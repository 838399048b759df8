/**
 * The first Intl formatter a page creates costs the browser about 20 ms on our machines (about 90 ms on Lighthouse's
 * simulated phone): it reads the locale data it needs once per process. The patient preview's first render did that
 * on the main thread. A dedicated worker runs in the page's process, so creating the formatters there first leaves
 * the page's own formatters that data ready, and the main thread free meanwhile (bench/README.md, `lighthouse`).
 */
export const warmIntlOffMainThread = (language: string): void => {
  if (typeof Worker !== 'function') return;
  try {
    new Worker(/* webpackChunkName: "warm-intl" */ new URL('./warm-intl.worker.ts', import.meta.url), {
      name: language,
    });
  } catch {
    // A browser that cannot start it formats as before, on the main thread.
  }
};
