import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Budget, Figure, JudgedFigure } from './types';

const budgetsFile = path.join(__dirname, 'budgets.json');

/** budgets.json: benchmark name → figure id → budget. */
type Budgets = Record<string, Record<string, Budget>>;

const readBudgets = (): Budgets => JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;

/** Attaches each figure's ratio and budget and decides its verdict; a budget naming no figure is an error. */
export const judge = (benchmark: string, figures: Figure[]): JudgedFigure[] => {
  const budgets = readBudgets()[benchmark] ?? {};
  const unknown = Object.keys(budgets).filter((id) => !figures.some((figure) => figure.id === id));
  if (unknown.length) throw new Error(`bench/budgets.json names figures "${benchmark}" does not report: ${unknown}`);
  return figures.map((figure) => {
    const ratio = figure.baseline ? figure.value / figure.baseline : undefined;
    const budget = budgets[figure.id];
    if (!budget) return { ...figure, ratio, verdict: 'info' };
    const measured = budget.of === 'ratio' ? ratio : figure.value;
    if (measured === undefined) throw new Error(`${benchmark}/${figure.id}: a ratio budget needs a baseline`);
    if (budget.max === undefined && budget.min === undefined)
      throw new Error(`${benchmark}/${figure.id}: no max or min`);
    const holds =
      (budget.max === undefined || measured <= budget.max) && (budget.min === undefined || measured >= budget.min);
    return { ...figure, ratio, budget, verdict: holds ? 'pass' : 'FAIL' };
  });
};
