import type { DentalFormula } from './dental-formula';
import { type PlanOptionInput, chosenOptionIndex, planOptionsOf, planOptionsProblems } from './plan-options';
import type { TreatmentPlan } from './treatment-plan';

const plan = (unitPriceMinor: number, currency = 'USD'): TreatmentPlan => ({
  currency,
  steps: [
    {
      title: 'Prosthetics',
      items: [{ elementCode: 'implant', name: '', quantity: 1, unitPriceMinor, totalMinor: unitPriceMinor }],
      totalMinor: unitPriceMinor,
    },
  ],
  totalMinor: unitPriceMinor,
});

const formula = (after: DentalFormula['teeth'][number]['after']): DentalFormula => ({
  teeth: [
    { tooth: 16, before: 'caries', after: 'filling' },
    { tooth: 36, before: 'missing', after },
  ],
  bridges: [],
});

const options = (): PlanOptionInput[] => [
  { title: 'Implant', recommended: true, formula: formula('implant'), plan: plan(90000) },
  {
    title: 'Bridge',
    note: 'Crowns on 35 and 37.',
    formula: {
      teeth: [
        { tooth: 35, before: 'healthy', after: 'crown' },
        { tooth: 36, before: 'missing', after: 'bridge' },
        { tooth: 37, before: 'healthy', after: 'crown' },
        { tooth: 16, before: 'caries', after: 'filling' },
      ],
      bridges: [{ phase: 'after', teeth: [35, 36, 37] }],
    },
    plan: plan(120000),
  },
  { title: 'Removable denture', formula: formula('missing'), plan: plan(30000) },
];

describe('the options of a card', () => {
  it('accept options that share the mouth before treatment, add up and use one currency', () => {
    expect(planOptionsProblems(options())).toEqual([]);
    expect(planOptionsProblems(options().slice(0, 1))).toEqual([]);
  });

  it('name the totals and the formula of the option that breaks them', () => {
    const bad = options();
    bad[1]!.plan.steps[0]!.totalMinor = 1;
    bad[1]!.plan.totalMinor = 1;
    bad[2]!.formula.teeth.push({ tooth: 16, before: 'caries', after: 'crown' });
    expect(planOptionsProblems(bad)).toEqual([
      { path: 'options/1/plan/steps/0/totalMinor', reason: 'sum' },
      { path: 'options/2/formula/teeth/2/tooth', reason: 'duplicate' },
    ]);
  });

  it('allow at most one recommended option', () => {
    const two = options();
    two[2]!.recommended = true;
    expect(planOptionsProblems(two)).toEqual([{ path: 'options/2/recommended', reason: 'unique' }]);
    const falseIsFine = options();
    falseIsFine[1]!.recommended = false;
    expect(planOptionsProblems(falseIsFine)).toEqual([]);
  });

  it('name the first tooth whose state before treatment differs from the first option', () => {
    const differing = options();
    differing[1]!.formula.teeth[1]!.before = 'caries';
    differing[2]!.formula.teeth[0]!.before = 'filling';
    expect(planOptionsProblems(differing)).toEqual([
      { path: 'options/1/formula/teeth/1/before', reason: 'before' },
      { path: 'options/2/formula/teeth/0/before', reason: 'before' },
    ]);
  });

  it('count an unlisted tooth as healthy before, so leaving one out that is not healthy differs', () => {
    const left = options();
    left[2]!.formula.teeth = [{ tooth: 36, before: 'missing', after: 'missing' }];
    expect(planOptionsProblems(left)).toEqual([{ path: 'options/2/formula/teeth', reason: 'before' }]);
  });

  it('compare the bridges in the mouth before treatment, in any order of their teeth', () => {
    const withBridge = (teeth: number[]): DentalFormula => ({
      teeth: [
        { tooth: 24, before: 'crown', after: 'crown' },
        { tooth: 25, before: 'bridge', after: 'bridge' },
        { tooth: 26, before: 'crown', after: 'crown' },
      ],
      bridges: [
        { phase: 'before', teeth },
        { phase: 'after', teeth: [24, 25, 26] },
      ],
    });
    const same: PlanOptionInput[] = [
      { title: 'Keep', formula: withBridge([24, 25, 26]), plan: plan(0) },
      { title: 'Also keep', formula: withBridge([26, 25, 24]), plan: plan(0) },
    ];
    expect(planOptionsProblems(same)).toEqual([]);
    const gone = structuredClone(same);
    gone[1]!.formula.bridges = [];
    gone[1]!.formula.teeth = gone[1]!.formula.teeth.map((record) => ({ ...record, after: 'crown' }));
    gone[1]!.formula.teeth[1]!.before = 'bridge';
    expect(planOptionsProblems(gone)).toContainEqual({ path: 'options/1/formula/bridges', reason: 'before' });
  });

  it('name an option priced in another currency than the first', () => {
    const mixed = options();
    mixed[2]!.plan.currency = 'EUR';
    expect(planOptionsProblems(mixed)).toEqual([{ path: 'options/2/plan/currency', reason: 'currency' }]);
  });

  it('read a single plan as one option without a title, and pick the recommended or else the first', () => {
    const single = planOptionsOf({ formula: formula('implant'), plan: plan(90000) });
    expect(single).toEqual([
      { title: '', note: '', recommended: false, formula: formula('implant'), plan: plan(90000) },
    ]);
    expect(chosenOptionIndex(single)).toBe(0);
    const three = planOptionsOf({ options: options() });
    expect(three.map((option) => [option.title, option.note, option.recommended])).toEqual([
      ['Implant', '', true],
      ['Bridge', 'Crowns on 35 and 37.', false],
      ['Removable denture', '', false],
    ]);
    expect(chosenOptionIndex(three)).toBe(0);
    const middle = options().map((option, index) => ({ ...option, recommended: index === 1 }));
    expect(chosenOptionIndex(planOptionsOf({ options: middle }))).toBe(1);
    expect(chosenOptionIndex(planOptionsOf({ options: options().map((o) => ({ ...o, recommended: false })) }))).toBe(0);
  });
});
