import {
  type DentalFormula,
  areNeighbours,
  archOf,
  completeFormula,
  fdiTeeth,
  formulaProblems,
  isFdiTooth,
} from './dental-formula';

const formula = (teeth: DentalFormula['teeth'], bridges: DentalFormula['bridges'] = []): DentalFormula => ({
  teeth,
  bridges,
});

describe('the dental formula', () => {
  it('knows the 32 permanent teeth in FDI numbering and nothing else', () => {
    expect(fdiTeeth).toHaveLength(32);
    for (const tooth of [11, 18, 21, 28, 31, 38, 41, 48]) expect(isFdiTooth(tooth)).toBe(true);
    for (const tooth of [0, 10, 19, 20, 29, 39, 49, 51, 85, 11.5]) expect(isFdiTooth(tooth)).toBe(false);
    expect([archOf(17), archOf(24), archOf(36), archOf(45)]).toEqual(['upper', 'upper', 'lower', 'lower']);
  });

  it.each([
    [[24, 25, 26], true],
    [[26, 24, 25], true],
    [[11, 21], true],
    [[41, 31, 32], true],
    [[24, 26], false],
    [[18, 28], false],
    [[11, 41], false],
    [[14, 15, 15], false],
    [[], false],
  ])('knows whether %j stand side by side in one arch (%s)', (teeth, expected) => {
    expect(areNeighbours(teeth)).toBe(expected);
  });

  it('accepts a formula whose bridges join neighbours in bridge states', () => {
    const good = formula(
      [
        { tooth: 24, before: 'caries', after: 'crown' },
        { tooth: 25, before: 'missing', after: 'bridge' },
        { tooth: 26, before: 'root-canal', after: 'implant' },
        { tooth: 11, before: 'crown', after: 'crown' },
      ],
      [{ phase: 'after', teeth: [26, 25, 24] }],
    );
    expect(formulaProblems(good)).toEqual([]);
  });

  it('names each problem a schema cannot see', () => {
    const bad = formula(
      [
        { tooth: 14, before: 'healthy', after: 'bridge' },
        { tooth: 14, before: 'caries', after: 'filling' },
        { tooth: 36, before: 'bridge', after: 'implant' },
        { tooth: 45, before: 'healthy', after: 'crown' },
        { tooth: 46, before: 'healthy', after: 'bridge' },
        { tooth: 47, before: 'healthy', after: 'crown' },
      ],
      [
        { phase: 'after', teeth: [45, 46, 47] },
        { phase: 'after', teeth: [46, 47] },
        { phase: 'after', teeth: [21, 23] },
        { phase: 'before', teeth: [33, 33] },
      ],
    );
    expect(formulaProblems(bad)).toEqual([
      { path: 'teeth/1/tooth', reason: 'duplicate' },
      { path: 'bridges/1/teeth/0', reason: 'overlap' },
      { path: 'bridges/1/teeth/1', reason: 'overlap' },
      { path: 'bridges/2/teeth', reason: 'neighbours' },
      { path: 'bridges/2/teeth/0', reason: 'state' },
      { path: 'bridges/2/teeth/1', reason: 'state' },
      { path: 'bridges/3/teeth', reason: 'duplicate' },
      { path: 'teeth/0/after', reason: 'bridge' },
      { path: 'teeth/2/before', reason: 'bridge' },
    ]);
  });

  it('completes the chart: 32 teeth in FDI order, unlisted ones healthy, bridges in arch order', () => {
    const complete = completeFormula(
      formula(
        [
          { tooth: 36, before: 'missing', after: 'implant' },
          { tooth: 12, before: 'caries', after: 'filling' },
        ],
        [
          { phase: 'after', teeth: [41, 31, 42] },
          { phase: 'before', teeth: [25, 24] },
        ],
      ),
    );
    expect(complete.teeth.map((record) => record.tooth)).toEqual([...fdiTeeth]);
    expect(complete.teeth[1]).toEqual({ tooth: 12, before: 'caries', after: 'filling' });
    expect(complete.teeth[0]).toEqual({ tooth: 11, before: 'healthy', after: 'healthy' });
    expect(complete.teeth.find((record) => record.tooth === 36)).toEqual({
      tooth: 36,
      before: 'missing',
      after: 'implant',
    });
    expect(complete.bridges).toEqual([
      { phase: 'before', teeth: [24, 25] },
      { phase: 'after', teeth: [42, 41, 31] },
    ]);
  });
});
