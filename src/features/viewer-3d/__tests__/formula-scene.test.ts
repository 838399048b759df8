import { type DentalFormula, type ToothState, fdiTeeth } from '@contract/rules/dental-formula';
import { placeTooth, toothTypeOf } from '../scene/arch-layout';
import { FormulaSceneError, buildArchScene, formulaRows, statesShown } from '../scene/formula-scene';

const formula = (teeth: DentalFormula['teeth'], bridges: DentalFormula['bridges'] = []): DentalFormula => ({
  teeth,
  bridges,
});

const toothIn = (scene: ReturnType<typeof buildArchScene>, tooth: number) =>
  scene.teeth.find((entry) => entry.tooth === tooth)!;

describe('formula → scene', () => {
  it('answers all 32 teeth, upper then lower, each from the patient’s right to left, healthy by default', () => {
    const scene = buildArchScene(formula([]), 'before');
    expect(scene.teeth.map((entry) => entry.tooth)).toEqual([
      18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28, 48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34,
      35, 36, 37, 38,
    ]);
    expect(scene.teeth.every((entry) => entry.state === 'healthy' && entry.body === 'natural')).toBe(true);
    expect(scene.teeth.every((entry) => entry.markers.length === 0 && entry.bridge === null)).toBe(true);
  });

  it.each([
    [11, 'incisor'],
    [22, 'incisor'],
    [33, 'canine'],
    [14, 'premolar'],
    [45, 'premolar'],
    [26, 'molar'],
    [48, 'molar'],
  ])('tooth %i is a %s', (tooth, type) => {
    expect(toothTypeOf(tooth)).toBe(type);
    expect(buildArchScene(formula([]), 'after').teeth.find((entry) => entry.tooth === tooth)?.type).toBe(type);
  });

  it.each<[ToothState, string, string[]]>([
    ['healthy', 'natural', []],
    ['missing', 'none', ['gum-gap']],
    ['caries', 'natural', ['caries']],
    ['filling', 'natural', ['filling']],
    ['crown', 'natural', ['crown']],
    ['implant', 'implant', ['implant-screw', 'crown']],
    ['root-canal', 'natural', ['root-canal']],
    ['veneer', 'natural', ['veneer']],
    ['extraction', 'natural', ['extraction-ring']],
  ])('a tooth in the %s state shows body %s with markers %j', (state, body, markers) => {
    const scene = buildArchScene(formula([{ tooth: 36, before: state, after: 'healthy' }]), 'before');
    expect(toothIn(scene, 36)).toMatchObject({ state, body, markers });
    expect(
      toothIn(buildArchScene(formula([{ tooth: 36, before: state, after: 'healthy' }]), 'after'), 36),
    ).toMatchObject({ state: 'healthy', markers: [] });
  });

  it('joins a bridge’s pontic to its abutments, in its phase only', () => {
    const bridged = formula(
      [
        { tooth: 14, before: 'caries', after: 'crown' },
        { tooth: 15, before: 'missing', after: 'bridge' },
        { tooth: 16, before: 'filling', after: 'crown' },
      ],
      [{ phase: 'after', teeth: [16, 14, 15] }],
    );
    const after = buildArchScene(bridged, 'after');
    expect(after.bridges).toEqual([
      {
        teeth: [16, 15, 14],
        connectors: [
          [16, 15],
          [15, 14],
        ],
      },
    ]);
    expect(toothIn(after, 15)).toMatchObject({ body: 'pontic', markers: ['pontic', 'crown'], bridge: 0 });
    expect(toothIn(after, 14)).toMatchObject({ markers: ['crown'], bridge: 0 });
    expect(toothIn(after, 13).bridge).toBeNull();
    const before = buildArchScene(bridged, 'before');
    expect(before.bridges).toEqual([]);
    expect(toothIn(before, 15)).toMatchObject({ body: 'none', markers: ['gum-gap'], bridge: null });
  });

  it('rejects unknown tooth numbers, states and phases and broken bridges with a clear error', () => {
    const cases: [unknown, string][] = [
      [formula([{ tooth: 19, before: 'healthy', after: 'crown' }]), 'Unknown tooth number 19 at teeth/0/tooth'],
      [formula([{ tooth: 51, before: 'healthy', after: 'crown' }]), 'Unknown tooth number 51'],
      [
        formula([{ tooth: 11, before: 'broken' as ToothState, after: 'crown' }]),
        'Unknown tooth state "broken" for tooth 11 at teeth/0/before',
      ],
      [formula([], [{ phase: 'after', teeth: [14, 99] }]), 'Unknown tooth number 99 in bridges/0'],
      [
        formula(
          [
            { tooth: 14, before: 'healthy', after: 'crown' },
            { tooth: 16, before: 'healthy', after: 'crown' },
          ],
          [{ phase: 'after', teeth: [14, 16] }],
        ),
        'Invalid formula at bridges/0/teeth: neighbours',
      ],
      [formula([{ tooth: 15, before: 'healthy', after: 'bridge' }]), 'Invalid formula at teeth/0/after: bridge'],
    ];
    for (const [input, message] of cases) {
      expect(() => buildArchScene(input as DentalFormula, 'after')).toThrow(FormulaSceneError);
      expect(() => buildArchScene(input as DentalFormula, 'after')).toThrow(message);
    }
    expect(() => buildArchScene(formula([]), 'during' as 'after')).toThrow('Unknown phase "during"');
  });

  it('places left and right teeth as mirror images, upper crowns above the lower ones', () => {
    for (const tooth of fdiTeeth.filter((number) => [1, 4].includes(Math.floor(number / 10)))) {
      const mirror = tooth + 10;
      const right = placeTooth(tooth);
      const left = placeTooth(mirror);
      expect(right.side).toBe('right');
      expect(left.side).toBe('left');
      expect(right.position.x).toBeLessThan(0);
      expect(left.position.x).toBeCloseTo(-right.position.x, 6);
      expect(left.position.z).toBeCloseTo(right.position.z, 6);
      expect(left.position.y).toBeCloseTo(right.position.y, 6);
      expect(left.rotationY).toBeCloseTo(-right.rotationY, 6);
    }
    expect(placeTooth(11).position.y).toBeGreaterThan(0);
    expect(placeTooth(41).position.y).toBeLessThan(0);
  });

  it('follows a natural arch: incisors in front, molars at the back and wider apart, facing outwards', () => {
    for (const quadrant of [1, 2, 3, 4]) {
      const teeth = [1, 2, 3, 4, 5, 6, 7, 8].map((position) => placeTooth(quadrant * 10 + position));
      for (let index = 1; index < teeth.length; index += 1) {
        expect(teeth[index]!.position.z).toBeLessThan(teeth[index - 1]!.position.z);
        expect(Math.abs(teeth[index]!.position.x)).toBeGreaterThan(Math.abs(teeth[index - 1]!.position.x));
        expect(Math.abs(teeth[index]!.rotationY)).toBeGreaterThan(Math.abs(teeth[index - 1]!.rotationY));
      }
    }
    // Front to the third molars: a real adult arch is about 40–55 mm deep and 50–60 mm wide.
    const depth = placeTooth(11).position.z - placeTooth(18).position.z;
    expect(depth).toBeGreaterThan(35);
    expect(depth).toBeLessThan(55);
    expect(placeTooth(28).position.x - placeTooth(18).position.x).toBeGreaterThan(45);
    // The upper incisors stand ahead of the lower ones.
    expect(placeTooth(11).position.z).toBeGreaterThan(placeTooth(41).position.z);
  });

  it('lists the legend’s states and the table’s rows', () => {
    const sample = formula([
      { tooth: 46, before: 'caries', after: 'filling' },
      { tooth: 11, before: 'healthy', after: 'veneer' },
    ]);
    expect(statesShown(sample, ['before'])).toEqual(['healthy', 'caries']);
    expect(statesShown(sample, ['before', 'after'])).toEqual(['healthy', 'caries', 'filling', 'veneer']);
    const rows = formulaRows(sample);
    expect(rows).toHaveLength(32);
    expect(rows[0]).toEqual({ tooth: 11, before: 'healthy', after: 'veneer' });
    expect(rows.find((row) => row.tooth === 46)).toEqual({ tooth: 46, before: 'caries', after: 'filling' });
  });
});
