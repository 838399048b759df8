import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchmarkResult, JudgedFigure } from './types';

const resultsDir = path.join(__dirname, 'results');
const columns = ['figure', 'value', 'unit', 'baseline', 'ratio', 'budget', 'verdict'];

const number = (value: number, decimals = 0): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

const budgetText = (figure: JudgedFigure): string => {
  const budget = figure.budget;
  if (!budget) return '';
  const bound = (sign: string, limit: number) =>
    budget.of === 'ratio'
      ? `ratio ${sign} ${number(limit, 2)}`
      : `${sign} ${number(limit, figure.decimals)} ${figure.unit}`;
  return [
    budget.min === undefined ? '' : bound('≥', budget.min),
    budget.max === undefined ? '' : bound('≤', budget.max),
  ]
    .filter(Boolean)
    .join(', ');
};

const row = (figure: JudgedFigure): string[] => [
  figure.label,
  number(figure.value, figure.decimals),
  figure.unit,
  figure.baseline === undefined ? '' : number(figure.baseline, figure.decimals),
  figure.ratio === undefined ? '' : `${number(figure.ratio, 2)} ×`,
  budgetText(figure),
  figure.verdict,
];

/** The figures as a plain-text table for the terminal. */
export const textTable = (figures: JudgedFigure[]): string => {
  const rows = [columns, ...figures.map(row)];
  const widths = columns.map((_, index) => Math.max(...rows.map((cells) => cells[index]!.length)));
  const numeric = new Set([1, 3, 4]);
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => (numeric.has(index) ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!)))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
};

/** The figures as a Markdown table (README and results/<name>.md). */
export const markdownTable = (figures: JudgedFigure[]): string =>
  [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map((_, index) => ([1, 3, 4].includes(index) ? '---:' : '---')).join(' | ')} |`,
    ...figures.map((figure) => `| ${row(figure).join(' | ')} |`),
  ].join('\n');

const markdown = (result: BenchmarkResult): string =>
  [
    `# Benchmark \`${result.name}\``,
    '',
    result.description,
    '',
    `Run ${result.startedAt} in ${number(result.durationSeconds)} s on ${result.machine.cpus} cores ` +
      `(load average ${result.machine.loadAverage.map((load) => number(load, 2)).join(', ')}), Node ${result.machine.node}.`,
    '',
    markdownTable(result.figures),
    '',
    ...result.notes.map((note) => `- ${note}`),
    '',
  ].join('\n');

/** Writes bench/results/<name>.json and .md, replacing the previous run's. */
export const writeResult = (result: BenchmarkResult): string[] => {
  mkdirSync(resultsDir, { recursive: true });
  const files = [path.join(resultsDir, `${result.name}.json`), path.join(resultsDir, `${result.name}.md`)];
  writeFileSync(files[0]!, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(files[1]!, markdown(result));
  return files;
};
