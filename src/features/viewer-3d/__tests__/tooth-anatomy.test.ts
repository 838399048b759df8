import { archTeeth, placeTooth } from '../scene/arch-layout';
import { buildArchScene } from '../scene/formula-scene';
import { toothGeometry } from '../three/tooth-geometry';
import { clusters, peaks, pointsOf, widthBetween } from './geometry-probes';

const geometryOf = (tooth: number, withRoot = true) => {
  const { type, size } = placeTooth(tooth);
  return toothGeometry(type, size, { withRoot });
};

/** Separate root tips: the vertices of the apical 30 % of the root length, grouped by distance. */
const rootsOf = (tooth: number): number => {
  const { size } = placeTooth(tooth);
  const apical = pointsOf(geometryOf(tooth)).filter(([, y]) => y < -0.7 * size.rootLength);
  return clusters(apical, 1.6).length;
};

/** Cusp tips: the crown's peaks (nothing higher within 1.2 mm) within 1.7 mm of its top, each tip counted once. */
const cuspsOf = (tooth: number): number => {
  const geometry = geometryOf(tooth, false);
  const top = Math.max(...pointsOf(geometry).map(([, y]) => y));
  return clusters(
    peaks(geometry, 1.2).filter(([, y]) => y > top - 1.7),
    0.5,
  ).length;
};

describe('tooth anatomy', () => {
  it.each([
    [11, 1],
    [12, 1],
    [13, 1],
    [14, 2],
    [15, 1],
    [16, 3],
    [17, 3],
    [18, 3],
    [24, 2],
    [26, 3],
    [31, 1],
    [33, 1],
    [34, 1],
    [35, 1],
    [36, 2],
    [37, 2],
    [38, 2],
    [46, 2],
  ])('tooth %i has %i root(s)', (tooth, roots) => {
    expect(rootsOf(tooth)).toBe(roots);
  });

  it.each([
    [13, 1],
    [14, 2],
    [15, 2],
    [16, 4],
    [17, 4],
    [26, 4],
    [34, 2],
    [36, 5],
    [46, 5],
    [37, 4],
  ])('the crown of tooth %i has %i cusp(s)', (tooth, cusps) => {
    expect(cuspsOf(tooth)).toBe(cusps);
  });

  it('names the finer kind of each tooth in the scene, the type staying as it was', () => {
    const scene = buildArchScene({ teeth: [], bridges: [] }, 'before');
    const kindOf = (tooth: number) => scene.teeth.find((entry) => entry.tooth === tooth)!;
    expect(kindOf(11)).toMatchObject({ type: 'incisor', kind: 'central-incisor' });
    expect(kindOf(42)).toMatchObject({ type: 'incisor', kind: 'lateral-incisor' });
    expect(kindOf(23)).toMatchObject({ type: 'canine', kind: 'canine' });
    expect(kindOf(14)).toMatchObject({ type: 'premolar', kind: 'first-premolar' });
    expect(kindOf(35)).toMatchObject({ type: 'premolar', kind: 'second-premolar' });
    expect(kindOf(46)).toMatchObject({ type: 'molar', kind: 'first-molar' });
    expect(kindOf(27)).toMatchObject({ type: 'molar', kind: 'second-molar' });
    expect(kindOf(38)).toMatchObject({ type: 'molar', kind: 'third-molar' });
  });

  it('bulges at the height of contour and narrows to the cervical line', () => {
    for (const tooth of [11, 13, 14, 16, 36, 41]) {
      const { size } = placeTooth(tooth);
      const crown = geometryOf(tooth, false);
      const cervical = widthBetween(crown, 0, 0.3);
      const contour = Math.max(
        ...[0.3, 0.45, 0.6, 0.75].map((at) =>
          widthBetween(crown, at * size.crownHeight - 0.3, at * size.crownHeight + 0.3),
        ),
      );
      expect(cervical).toBeLessThan(contour * 0.86);
      expect(contour).toBeCloseTo(size.width, 0);
    }
  });

  it('makes the upper central incisor wider than the lateral, whose incisal corners are rounder', () => {
    const edgeShare = (tooth: number) => {
      const { size } = placeTooth(tooth);
      const crown = geometryOf(tooth, false);
      return widthBetween(crown, size.crownHeight - 1, size.crownHeight) / size.width;
    };
    expect(widthBetween(geometryOf(11), 0, 20)).toBeGreaterThan(widthBetween(geometryOf(12), 0, 20) + 1.5);
    // Lower incisors are the other way round: the central is the narrowest tooth of the mouth.
    expect(widthBetween(geometryOf(31), 0, 20)).toBeLessThan(widthBetween(geometryOf(32), 0, 20));
    expect(edgeShare(11)).toBeGreaterThan(edgeShare(12) + 0.1);
    expect(edgeShare(11)).toBeGreaterThan(0.7);
  });

  it('gives the canine the longest root of its arch', () => {
    for (const arch of ['upper', 'lower'] as const) {
      const depth = (tooth: number) => -Math.min(...pointsOf(geometryOf(tooth)).map(([, y]) => y));
      const canine = archTeeth(arch).find((tooth) => tooth % 10 === 3)!;
      for (const tooth of archTeeth(arch)) {
        if (tooth % 10 !== 3) expect(depth(tooth)).toBeLessThan(depth(canine));
      }
    }
  });

  it('mirrors the left and right teeth of an arch', () => {
    const extent = (tooth: number) => {
      const xs = pointsOf(geometryOf(tooth)).map(([x]) => x);
      return [Math.min(...xs), Math.max(...xs)];
    };
    const [rightMin, rightMax] = extent(16);
    const [leftMin, leftMax] = extent(26);
    expect(leftMin).toBeCloseTo(-rightMax!, 3);
    expect(leftMax).toBeCloseTo(-rightMin!, 3);
  });

  it('answers finite positions and outward unit normals for every tooth, with and without its root', () => {
    for (const tooth of [...archTeeth('upper'), ...archTeeth('lower')]) {
      for (const withRoot of [true, false]) {
        const geometry = geometryOf(tooth, withRoot);
        const positions = geometry.getAttribute('position').array;
        const normals = geometry.getAttribute('normal');
        expect(normals.count).toBe(geometry.getAttribute('position').count);
        expect(Array.from(positions).every(Number.isFinite)).toBe(true);
        expect(Array.from(normals.array).every(Number.isFinite)).toBe(true);
        // The point furthest facially looks facially: the surface faces out, not in.
        const points = pointsOf(geometry);
        const facial = points.reduce((best, point, index) => (point[2] > points[best]![2] ? index : best), 0);
        expect(normals.getZ(facial)).toBeGreaterThan(0.5);
      }
    }
  });
});
