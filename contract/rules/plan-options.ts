import { type DentalFormula, defaultToothState, formulaProblems } from './dental-formula';
import { type TreatmentPlan, planProblems } from './treatment-plan';

/**
 * The options of a treatment-plan card: the treatments a clinic offers one patient (an implant, a bridge, a
 * removable denture), each with its own formula after treatment and its own priced plan. They all start from the
 * same mouth, so every option's formula agrees on the teeth and the bridges before treatment.
 */

export const planOptionsMin = 1;
export const planOptionsMax = 4;
export const planOptionTitleMaxLength = 120;
export const planOptionNoteMaxLength = 1000;

/** An option as the desktop program uploads it. */
export interface PlanOptionInput {
  title: string;
  note?: string;
  recommended?: boolean;
  formula: DentalFormula;
  plan: TreatmentPlan;
}

/**
 * An option as a card stores and answers it. A card uploaded with one plan has one option whose title is empty (a
 * viewer shows its own words for it); the note is empty when there is none.
 */
export interface PlanOption {
  title: string;
  note: string;
  recommended: boolean;
  formula: DentalFormula;
  plan: TreatmentPlan;
}

/** A finding a schema cannot express; `path` starts at the options (`options/2/formula/teeth/5/before`). */
export interface PlanOptionProblem {
  path: string;
  reason: string;
}

const beforeStates = (formula: DentalFormula): Map<number, string> =>
  new Map(formula.teeth.map((record) => [record.tooth, record.before]));

const beforeBridges = (formula: DentalFormula): string[] =>
  formula.bridges
    .filter((bridge) => bridge.phase === 'before')
    .map((bridge) => [...bridge.teeth].sort((a, b) => a - b).join('-'))
    .sort();

/** Where `formula` first tells another story of the mouth before treatment than `first`, or null. */
const firstBeforeDifference = (first: DentalFormula, formula: DentalFormula): string | null => {
  const expected = beforeStates(first);
  const stateIn = (states: Map<number, string>, tooth: number) => states.get(tooth) ?? defaultToothState;
  const listed = beforeStates(formula);
  const differing = formula.teeth.findIndex((record) => record.before !== stateIn(expected, record.tooth));
  if (differing >= 0) return `formula/teeth/${differing}/before`;
  for (const [tooth, state] of expected) {
    if (stateIn(listed, tooth) !== state) return 'formula/teeth';
  }
  const bridges = beforeBridges(first);
  const own = beforeBridges(formula);
  if (bridges.length !== own.length || bridges.some((bridge, index) => bridge !== own[index])) {
    return 'formula/bridges';
  }
  return null;
};

/**
 * What the options' schema leaves open: each option's formula and plan rules (duplicate teeth, bridges, totals
 * adding up), at most one recommended option, the same mouth before treatment in every option (the first place
 * that differs from the first option), and one currency for all.
 */
export const planOptionsProblems = (options: readonly PlanOptionInput[]): PlanOptionProblem[] => {
  const problems: PlanOptionProblem[] = [];
  const [first] = options;
  let recommended = false;
  options.forEach((option, index) => {
    const at = `options/${index}`;
    for (const problem of formulaProblems(option.formula)) {
      problems.push({ path: `${at}/formula/${problem.path}`, reason: problem.reason });
    }
    for (const problem of planProblems(option.plan)) {
      problems.push({ path: `${at}/plan/${problem.path}`, reason: problem.reason });
    }
    if (option.recommended === true) {
      if (recommended) problems.push({ path: `${at}/recommended`, reason: 'unique' });
      recommended = true;
    }
    if (!first || index === 0) return;
    const difference = firstBeforeDifference(first.formula, option.formula);
    if (difference !== null) problems.push({ path: `${at}/${difference}`, reason: 'before' });
    if (option.plan.currency !== first.plan.currency) {
      problems.push({ path: `${at}/plan/currency`, reason: 'currency' });
    }
  });
  return problems;
};

/** An upload's options: its `options`, or its single `formula` and `plan` as one option without a title. */
export const planOptionsOf = (upload: {
  options?: readonly PlanOptionInput[] | undefined;
  formula?: DentalFormula | undefined;
  plan?: TreatmentPlan | undefined;
}): PlanOption[] => {
  const { formula, plan } = upload;
  const options: readonly PlanOptionInput[] = upload.options ?? (formula && plan ? [{ title: '', formula, plan }] : []);
  return options.map((option) => ({
    title: option.title,
    note: option.note ?? '',
    recommended: option.recommended === true,
    formula: option.formula,
    plan: option.plan,
  }));
};

/** The option a card shows first and lists with: the recommended one, or else the first. */
export const chosenOptionIndex = (options: readonly Pick<PlanOption, 'recommended'>[]): number =>
  Math.max(
    0,
    options.findIndex((option) => option.recommended),
  );
