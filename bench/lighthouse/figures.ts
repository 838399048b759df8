import { median } from '../support/stats';
import type { BenchmarkOutput, Figure } from '../types';
import { type AuditRun, type Category, categories } from './audit';
import type { AuditedPage } from './pages';

export interface PageRuns {
  page: AuditedPage;
  runs: AuditRun[];
}

export interface LighthouseMeasurements {
  pages: PageRuns[];
  baselineRuns: AuditRun[];
  browserVersion: string;
  lighthouseVersion: string;
  /** Why a run had to be repeated (Lighthouse could not record it). */
  retries: string[];
}

const categoryLabels: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** Lighthouse's CPU benchmark index the scaled TBT is brought to (issue 28): TBT × index ÷ 2,000. */
export const referenceBenchmarkIndex = 2000;

/**
 * A run's TBT as on a host of the reference index: Lighthouse multiplies the tasks it observed by a fixed 4×, so
 * on a slower host every task, and the blocking time, comes out longer in proportion to the host's slowness.
 */
export const scaledTbt = (run: Pick<AuditRun, 'tbt' | 'benchmarkIndex'>): number =>
  (run.tbt * run.benchmarkIndex) / referenceBenchmarkIndex;

const distinct = (values: (string | undefined)[]): string[] => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

const pageFigures = ({ page, runs }: PageRuns, baselineLcp: number): Figure[] => {
  const middle = (pick: (run: AuditRun) => number) => median(runs.map(pick));
  return [
    ...categories.map((category): Figure => ({
      id: `${page.id}-${category}`,
      label: `${page.label}: ${categoryLabels[category]}`,
      value: middle((run) => run.scores[category]),
      unit: 'score',
    })),
    {
      id: `${page.id}-lcp`,
      label: `${page.label}: LCP vs one heading`,
      value: middle((run) => run.lcp),
      unit: 'ms',
      baseline: baselineLcp,
    },
    { id: `${page.id}-tbt`, label: `${page.label}: TBT as measured`, value: middle((run) => run.tbt), unit: 'ms' },
    {
      id: `${page.id}-tbt-scaled`,
      label: `${page.label}: TBT at CPU index 2,000`,
      value: middle(scaledTbt),
      unit: 'ms',
    },
    { id: `${page.id}-cls`, label: `${page.label}: CLS`, value: middle((run) => run.cls), unit: '', decimals: 3 },
  ];
};

const pageNote = ({ page, runs }: PageRuns): string => {
  const lowest = new Map<string, number>();
  for (const { id, score } of runs.flatMap((run) => run.failing))
    lowest.set(id, Math.min(score, lowest.get(id) ?? 100));
  const failing = [...lowest].map(([id, score]) => `${id} (${score})`);
  const lcpElements = distinct(runs.map((run) => run.lcpElement));
  return (
    `${page.label} (${page.path}): LCP element ${lcpElements.join(' | ') || 'none'}; ` +
    `audits losing points (lowest score of the runs): ${failing.join(', ') || 'none'}`
  );
};

/** Each page's median scores and timings (ids as in budgets.json), and what cost each page its points. */
export const lighthouseFigures = (measured: LighthouseMeasurements): BenchmarkOutput => {
  const baselineLcp = median(measured.baselineRuns.map((run) => run.lcp));
  const runs = measured.baselineRuns.length;
  return {
    figures: measured.pages.flatMap((page) => pageFigures(page, baselineLcp)),
    notes: [
      `Lighthouse ${measured.lighthouseVersion}, ${measured.browserVersion} headless; default (mobile) configuration: ` +
        'Moto G Power screen, simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and 4× CPU slowdown.',
      `Medians of ${runs} runs per page, the pages taken in turn in each round; scores 0–100.`,
      `Baseline: a static page with one heading, no script or stylesheet, audited in each round; its median LCP is ` +
        `${Math.round(baselineLcp)} ms, its TBT ${Math.round(median(measured.baselineRuns.map((run) => run.tbt)))} ms.`,
      `Lighthouse's CPU benchmark index of this machine during the runs: median ${Math.round(
        median(
          [...measured.baselineRuns, ...measured.pages.flatMap((page) => page.runs)].map((run) => run.benchmarkIndex),
        ),
      )} (Lighthouse warns below 1,000 that the host CPU is slower than ` +
        'it expects; the lower the index, the longer every observed task, so the higher TBT and LCP and the lower ' +
        'the performance score). "TBT at CPU index 2,000" scales each run\'s TBT by its own index (TBT × index ÷ ' +
        '2,000) before the median, so hosts of different speeds compare; the performance score is not scaled.',
      ...measured.pages.map(pageNote),
      `Runs repeated because Lighthouse could not record them: ${measured.retries.join('; ') || 'none'}.`,
    ],
  };
};
