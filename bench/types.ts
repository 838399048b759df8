/** One measured number of a benchmark, optionally set against a baseline measured in the same run. */
export interface Figure {
  /** Stable key: budgets.json and the results files refer to the figure by it. */
  id: string;
  /** What the table shows. */
  label: string;
  value: number;
  unit: string;
  /** The same quantity measured on the baseline in the same run; the ratio is value / baseline. */
  baseline?: number;
  /** How many decimals to print (bytes and counts: 0). */
  decimals?: number;
}

/**
 * A budget from bench/budgets.json: the figure's value (or its ratio to the baseline) must not exceed `max` and must
 * not fall below `min` (a score, a throughput); a budget gives at least one of the two.
 */
export interface Budget {
  max?: number;
  min?: number;
  of: 'value' | 'ratio';
  /** Why this number: where it came from and what it guards. */
  why: string;
}

export type Verdict = 'pass' | 'FAIL' | 'info';

export interface JudgedFigure extends Figure {
  ratio?: number;
  budget?: Budget;
  verdict: Verdict;
}

export interface Benchmark {
  name: string;
  description: string;
  /** Measures and returns its figures; throws when it cannot measure (a missing page, a server that won't start). */
  run: () => Promise<BenchmarkOutput>;
}

export interface BenchmarkOutput {
  figures: Figure[];
  /** Conditions worth knowing when reading the figures (browser version, canvas size, files counted). */
  notes: string[];
}

/** An entry of bench/benchmarks.ts: loaded only when selected, so one benchmark's imports never slow another. */
export interface BenchmarkEntry {
  name: string;
  load: () => Promise<Benchmark>;
}

export interface BenchmarkResult {
  name: string;
  description: string;
  startedAt: string;
  durationSeconds: number;
  machine: { cpus: number; loadAverage: number[]; node: string };
  figures: JudgedFigure[];
  notes: string[];
}
