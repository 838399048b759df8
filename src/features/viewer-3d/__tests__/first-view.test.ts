import type { DentalFormula, ToothState } from '@contract/rules/dental-formula';
import { changedTeeth, firstView, stateOf } from '../scene/first-view';

const formula = (...teeth: [number, ToothState, ToothState][]): DentalFormula => ({
  teeth: teeth.map(([tooth, before, after]) => ({ tooth, before, after })),
  bridges: [],
});

describe('the first view', () => {
  it('is the front when nothing changes', () => {
    expect(firstView({ teeth: [], bridges: [] })).toBe('front');
    expect(firstView(formula([16, 'filling', 'filling'], [36, 'crown', 'crown']))).toBe('front');
  });

  it('is the front for anterior work, upper or lower', () => {
    expect(firstView(formula([11, 'caries', 'veneer'], [21, 'healthy', 'veneer']))).toBe('front');
    expect(firstView(formula([33, 'healthy', 'crown'], [42, 'caries', 'filling']))).toBe('front');
  });

  it('looks at the biting surfaces of the arch with most of the back-tooth work', () => {
    expect(firstView(formula([16, 'caries', 'filling'], [25, 'caries', 'filling'], [46, 'caries', 'crown']))).toBe(
      'upper',
    );
    expect(firstView(formula([36, 'missing', 'implant'], [46, 'extraction', 'implant'], [17, 'caries', 'crown']))).toBe(
      'lower',
    );
  });

  it('for mixed work picks the view that shows most changed teeth, the front on a tie', () => {
    // Front: 11, 21 (2); upper: 11, 21, 16 (3).
    expect(firstView(formula([11, 'caries', 'veneer'], [21, 'caries', 'veneer'], [16, 'caries', 'filling']))).toBe(
      'upper',
    );
    // Front: 11, 41 (2); upper: 11 (1); lower: 41 (1).
    expect(firstView(formula([11, 'caries', 'veneer'], [41, 'caries', 'filling']))).toBe('front');
    // Upper and lower tie (1 each): the upper arch.
    expect(firstView(formula([16, 'caries', 'filling'], [46, 'caries', 'filling']))).toBe('upper');
  });

  it('shows a bridge 14–16 with crowns on 26 and 46 from below the upper arch', () => {
    const prosthetic = formula(
      [14, 'filling', 'crown'],
      [15, 'missing', 'bridge'],
      [16, 'caries', 'crown'],
      [26, 'root-canal', 'crown'],
      [36, 'filling', 'filling'],
      [46, 'caries', 'crown'],
    );
    expect(firstView(prosthetic)).toBe('upper');
  });
});

describe('the changed teeth', () => {
  it('lists the teeth whose state differs, with both states', () => {
    expect(changedTeeth(formula([15, 'missing', 'bridge'], [36, 'filling', 'filling']))).toEqual([
      { tooth: 15, before: 'missing', after: 'bridge' },
    ]);
  });

  it('answers a tooth’s state in a phase, healthy when unlisted', () => {
    const f = formula([15, 'missing', 'bridge']);
    expect(stateOf(f, 15, 'before')).toBe('missing');
    expect(stateOf(f, 15, 'after')).toBe('bridge');
    expect(stateOf(f, 11, 'after')).toBe('healthy');
  });
});
