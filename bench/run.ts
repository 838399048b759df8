import os from 'node:os';
import path from 'node:path';
import { benchmarks } from './benchmarks';
import { judge } from './budgets';
import { textTable, writeResult } from './report';
import type { BenchmarkEntry, BenchmarkResult, Figure } from './types';

// `npm run bench [-- name…]`: runs the named benchmarks (all without a name), prints each one's table, writes
// bench/results/<name>.json and .md, and exits non-zero when a budget fails or a benchmark cannot measure.

const select = (names: string[]): BenchmarkEntry[] => {
  const unknown = names.filter((name) => !benchmarks.some((entry) => entry.name === name));
  if (unknown.length) {
    console.error(
      `Unknown benchmark ${unknown.join(', ')}; known: ${benchmarks.map((entry) => entry.name).join(', ')}`,
    );
    process.exit(2);
  }
  return names.length ? benchmarks.filter((entry) => names.includes(entry.name)) : benchmarks;
};

const machine = (): BenchmarkResult['machine'] => ({
  cpus: os.cpus().length,
  loadAverage: os.loadavg(),
  node: process.version,
});

const runOne = async (entry: BenchmarkEntry): Promise<BenchmarkResult> => {
  const benchmark = await entry.load();
  console.info(`\n== ${benchmark.name}: ${benchmark.description}`);
  const startedAt = new Date();
  const output = await benchmark.run();
  return {
    name: benchmark.name,
    description: benchmark.description,
    startedAt: startedAt.toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    machine: machine(),
    figures: judge(benchmark.name, output.figures),
    notes: output.notes,
  };
};

/**
 * Each benchmark's duration and the total. A run of the whole suite is itself judged (budget `suite` /
 * `total-duration` in budgets.json: issue 9 gives `npm run bench` 15 minutes) and written as results/suite.*; a run
 * of some benchmarks only prints its times.
 */
const reportDurations = (
  durations: { name: string; seconds: number }[],
  startedAt: Date,
  wholeSuite: boolean,
): boolean => {
  const total = Math.round((Date.now() - startedAt.getTime()) / 1000);
  const figures: Figure[] = [
    ...durations.map(({ name, seconds }) => ({
      id: `${name}-duration`,
      label: `${name} duration`,
      value: seconds,
      unit: 's',
    })),
    { id: 'total-duration', label: 'npm run bench, all benchmarks', value: total, unit: 's' },
  ];
  if (!wholeSuite) {
    console.info(`
${durations.map(({ name, seconds }) => `${name} ${seconds} s`).join(', ')}; total ${total} s`);
    return true;
  }
  const result: BenchmarkResult = {
    name: 'suite',
    description: 'How long each benchmark of `npm run bench` took, and the whole run.',
    startedAt: startedAt.toISOString(),
    durationSeconds: total,
    machine: machine(),
    figures: judge('suite', figures),
    notes: ['A benchmark that could not measure counts with the time it ran until it failed.'],
  };
  console.info(`
== suite

${textTable(result.figures)}
`);
  writeResult(result);
  return result.figures.every((figure) => figure.verdict !== 'FAIL');
};

const main = async (): Promise<number> => {
  let failed = false;
  const names = process.argv.slice(2);
  const startedAt = new Date();
  const durations: { name: string; seconds: number }[] = [];
  for (const entry of select(names)) {
    const entryStarted = Date.now();
    try {
      const result = await runOne(entry);
      console.info(`\n${textTable(result.figures)}\n`);
      result.notes.forEach((note) => console.info(`  ${note}`));
      const files = writeResult(result);
      console.info(
        `\n${result.name}: ${result.durationSeconds} s; wrote ${files.map((file) => path.relative(process.cwd(), file)).join(', ')}`,
      );
      const failures = result.figures.filter((figure) => figure.verdict === 'FAIL');
      if (failures.length) {
        failed = true;
        console.error(`${result.name}: over budget: ${failures.map((figure) => figure.label).join('; ')}`);
      }
    } catch (error) {
      failed = true;
      console.error(`${entry.name} could not measure:`, error);
    }
    durations.push({ name: entry.name, seconds: Math.round((Date.now() - entryStarted) / 1000) });
  }
  if (!reportDurations(durations, startedAt, names.length === 0)) {
    failed = true;
    console.error('suite: over budget: the whole run took longer than its budget');
  }
  return failed ? 1 : 0;
};

// Exit explicitly: a benchmark closes its browser and servers itself, and a stray handle must not hang the run.
void main().then((code) => process.exit(code));
