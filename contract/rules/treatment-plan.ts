/**
 * The plan on a treatment-plan card: steps of price-list items in the company's currency, as integers of its minor
 * unit. The desktop program computes the totals; the server checks that they add up.
 */

export const planStepsMax = 30;
export const planItemsPerStepMax = 50;
export const planQuantityMax = 999;
/**
 * A unit price or a line total at most 10^12 minor units (ten billion dollars). With the step and item limits,
 * every sum stays a safe integer, so totals compare exactly.
 */
export const planAmountMax = 1_000_000_000_000;
export const planTotalMax = Number.MAX_SAFE_INTEGER;
export const planTextMaxLength = 200;
export const planStepDescriptionMaxLength = 2000;

export interface PlanItem {
  /** A standard position of the price catalog (contract/rules/price-catalog.ts), or null for the row's own name. */
  elementCode: string | null;
  /** The row's name; may be empty when `elementCode` names the position (the viewer shows it in its language). */
  name: string;
  quantity: number;
  unitPriceMinor: number;
  /** quantity × unitPriceMinor. */
  totalMinor: number;
}

export interface PlanStep {
  title: string;
  /** Optional; empty when absent. */
  description?: string;
  items: PlanItem[];
  /** The sum of the items' totals. */
  totalMinor: number;
}

export interface TreatmentPlan {
  /** ISO 4217; must be the company's price-list currency. */
  currency: string;
  steps: PlanStep[];
  /** The sum of the steps' totals. */
  totalMinor: number;
}

/** A finding a schema cannot express; `path` is relative to the plan (`steps/0/items/2/totalMinor`). */
export interface PlanProblem {
  path: string;
  reason: 'sum' | 'required';
}

const sum = (amounts: number[]): number => amounts.reduce((total, amount) => total + amount, 0);

/** Items without a catalog code or a name, and every total that is not the sum (or product) it stands for. */
export const planProblems = (plan: TreatmentPlan): PlanProblem[] => {
  const problems: PlanProblem[] = [];
  plan.steps.forEach((step, stepIndex) => {
    const stepPath = `steps/${stepIndex}`;
    step.items.forEach((item, itemIndex) => {
      const itemPath = `${stepPath}/items/${itemIndex}`;
      if (item.elementCode === null && item.name.trim() === '') {
        problems.push({ path: `${itemPath}/name`, reason: 'required' });
      }
      if (item.quantity * item.unitPriceMinor !== item.totalMinor) {
        problems.push({ path: `${itemPath}/totalMinor`, reason: 'sum' });
      }
    });
    if (sum(step.items.map((item) => item.totalMinor)) !== step.totalMinor) {
      problems.push({ path: `${stepPath}/totalMinor`, reason: 'sum' });
    }
  });
  if (sum(plan.steps.map((step) => step.totalMinor)) !== plan.totalMinor) {
    problems.push({ path: 'totalMinor', reason: 'sum' });
  }
  return problems;
};
