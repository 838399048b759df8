import os from 'node:os';
import path from 'node:path';
import { benchmarks } from './benchmarks';
import { judge } from './budgets';
import { textTable, writeResult } from './report';
import type { BenchmarkEntry, BenchmarkResult } from './types';

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
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
    figures: judge(benchmark.name, output.figures),
    notes: output.notes,
  };
};

const main = async (): Promise<number> => {
  let failed = false;
  for (const entry of select(process.argv.slice(2))) {
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
  }
  return failed ? 1 : 0;
};

// Exit explicitly: a benchmark closes its browser and servers itself, and a stray handle must not hang the run.
void main().then((code) => process.exit(code));
