import { type TreatmentPlan, planProblems } from './treatment-plan';

const plan = (): TreatmentPlan => ({
  currency: 'USD',
  steps: [
    {
      title: 'Treatment',
      items: [
        { elementCode: 'filling-composite', name: '', quantity: 2, unitPriceMinor: 9000, totalMinor: 18000 },
        { elementCode: null, name: 'Night guard', quantity: 1, unitPriceMinor: 12050, totalMinor: 12050 },
      ],
      totalMinor: 30050,
    },
    { title: 'Check-up', items: [], totalMinor: 0 },
  ],
  totalMinor: 30050,
});

describe('the plan totals', () => {
  it('accept a plan whose lines, steps and total add up', () => {
    expect(planProblems(plan())).toEqual([]);
    expect(planProblems({ currency: 'JPY', steps: [], totalMinor: 0 })).toEqual([]);
  });

  it('name each total that does not add up, and an item without code or name', () => {
    const bad = plan();
    bad.steps[0]!.items[0]!.totalMinor = 9000;
    bad.steps[0]!.items[1]!.name = '   ';
    bad.steps[1]!.totalMinor = 1;
    bad.totalMinor = 30000;
    expect(planProblems(bad)).toEqual([
      { path: 'steps/0/items/0/totalMinor', reason: 'sum' },
      { path: 'steps/0/items/1/name', reason: 'required' },
      { path: 'steps/0/totalMinor', reason: 'sum' },
      { path: 'steps/1/totalMinor', reason: 'sum' },
      { path: 'totalMinor', reason: 'sum' },
    ]);
  });

  it('compare big amounts exactly', () => {
    const big: TreatmentPlan = {
      currency: 'UZS',
      steps: [
        {
          title: 'All-on-4',
          items: [{ elementCode: 'all-on-4', name: '', quantity: 999, unitPriceMinor: 1e12, totalMinor: 999e12 }],
          totalMinor: 999e12,
        },
      ],
      totalMinor: 999e12,
    };
    expect(planProblems(big)).toEqual([]);
    big.totalMinor += 1;
    expect(planProblems(big)).toEqual([{ path: 'totalMinor', reason: 'sum' }]);
  });
});
