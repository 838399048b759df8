import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Flags, Result } from 'lighthouse';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface AuditRun {
  /** Category scores on Lighthouse's 0–100 scale. */
  scores: Record<Category, number>;
  /** Milliseconds, as Lighthouse's simulated (throttled) phone would see them. */
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the host CPU's speed at that moment (higher is faster); it scales the simulated CPU. */
  benchmarkIndex: number;
  /** Audits that cost points, with their 0–100 score, for the notes; the LCP element's selector when there is one. */
  failing: { id: string; score: number }[];
  lcpElement?: string | undefined;
}

// Lighthouse is ESM only; Node can `require()` it, but loading it on first use keeps it out of `npm run bench`'s
// other benchmarks.
const loadLighthouse = async () => (await import('lighthouse')).default;

/**
 * LIGHTHOUSE_REPORTS_DIR=dir keeps each page's latest full report there (`<host>-<path>.json`, open it in Lighthouse's
 * viewer) to see what an audit found; the benchmark itself only reads the figures.
 */
const keepReport = (lhr: Result): void => {
  const dir = process.env.LIGHTHOUSE_REPORTS_DIR;
  if (!dir) return;
  const url = new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl);
  const name = `${url.port}${url.pathname}`.replace(/[^\w-]+/g, '-').slice(0, 80);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(lhr));
};

const numeric = (lhr: Result, id: string): number => {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`${lhr.finalDisplayedUrl}: Lighthouse reported no ${id}`);
  return value;
};

const lcpSelector = (lhr: Result): string | undefined => {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.selector;
};

/** Audits that lower a category's score: scored below 1 and weighed by a category. */
const failingAudits = (lhr: Result): AuditRun['failing'] => {
  const weighed = new Set(
    Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
    ),
  );
  return Object.values(lhr.audits)
    .filter((audit) => weighed.has(audit.id) && audit.score !== null && audit.score < 1)
    .map((audit) => ({ id: audit.id, score: Math.round((audit.score ?? 0) * 100) }));
};

/** A run Lighthouse itself could not record (NO_NAVSTART, NO_FCP…): it asks to be run again. */
export class UnrecordedRun extends Error {}

/**
 * One Lighthouse run of `url` in the browser on `port`: the default configuration, i.e. a mobile phone with
 * simulated slow 4G and a 4× slower CPU, storage reset before the run, the four categories only, less the two
 * unscored steps in `flags`.
 */
export const auditOnce = async (url: string, port: number): Promise<AuditRun> => {
  const lighthouse = await loadLighthouse();
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    // Two steps that feed no score, skipped for time: the full-page screenshot (the report's pictures) and the
    // back/forward-cache check (an audit of weight 0 whose gatherer navigates away and back after the trace).
    disableFullPageScreenshot: true,
    skipAudits: ['bf-cache'],
  };
  const result = await lighthouse(url, flags);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`${url}: Lighthouse returned no result`);
  keepReport(lhr);
  if (lhr.runtimeError) throw new UnrecordedRun(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    if (value === null || value === undefined) throw new Error(`${url}: no ${category} score`);
    return Math.round(value * 100);
  };
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: failingAudits(lhr),
    lcpElement: lcpSelector(lhr),
  };
};

const attempts = 3;

/**
 * auditOnce, again when Lighthouse could not record the run: on this loaded machine an occasional trace lacks its
 * navigation start (NO_NAVSTART) while the next run of the same page is fine. `onRetry` hears about each retry.
 */
export const audit = async (url: string, port: number, onRetry: (reason: string) => void): Promise<AuditRun> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, port);
    } catch (error) {
      if (!(error instanceof UnrecordedRun) || attempt === attempts) throw error;
      onRetry(error.message);
    }
  }
};
