import { type Arch, placeTooth } from '../scene/arch-layout';
import { gumGeometry } from '../three/gum-geometry';
import { type Point, pointsOf } from './geometry-probes';

const built = new Map<string, Point[]>();
const gumPoints = (arch: Arch, gaps: ReadonlySet<number> = new Set()) => {
  const key = `${arch} ${[...gaps].join()}`;
  if (!built.has(key)) built.set(key, pointsOf(gumGeometry(arch, { gaps })));
  return built.get(key)!;
};

interface Spot {
  x: number;
  z: number;
  /** Direction of the arch's outward normal there (as a tooth's rotationY). */
  angle: number;
}

/** The gum's most coronal point across the arch at a spot: within 0.4 mm along the arch, 2.5 mm across it. */
const crestNear = (arch: Arch, at: Spot, gaps?: ReadonlySet<number>) => {
  const coronal = arch === 'upper' ? -1 : 1;
  const [nx, nz] = [Math.sin(at.angle), Math.cos(at.angle)];
  const heights = gumPoints(arch, gaps)
    .filter(([x, , z]) => {
      const across = (x - at.x) * nx + (z - at.z) * nz;
      const along = (x - at.x) * nz - (z - at.z) * nx;
      return Math.abs(along) < 0.4 && Math.abs(across) < 2.5;
    })
    .map(([, y]) => coronal * y);
  return Math.max(...heights);
};

const middleOf = (tooth: number): Spot => {
  const { position, rotationY } = placeTooth(tooth);
  return { x: position.x, z: position.z, angle: rotationY };
};
const contactOf = (a: number, b: number): Spot => {
  const [p, q] = [middleOf(a), middleOf(b)];
  return { x: (p.x + q.x) / 2, z: (p.z + q.z) / 2, angle: (p.angle + q.angle) / 2 };
};

describe('gum geometry', () => {
  it.each<[Arch, number, number, number]>([
    ['upper', 11, 21, 2.5],
    ['upper', 11, 12, 2.5],
    ['upper', 12, 13, 2.5],
    ['upper', 14, 15, 1.8],
    ['upper', 16, 17, 1.2],
    ['lower', 31, 41, 2.5],
    ['lower', 33, 34, 1.2],
    ['lower', 46, 47, 1.2],
  ])('rises to a papilla between teeth (%s, %i and %i, by %f mm or more)', (arch, a, b, rise) => {
    const papilla = crestNear(arch, contactOf(a, b));
    for (const tooth of [a, b]) expect(papilla - crestNear(arch, middleOf(tooth))).toBeGreaterThan(rise);
  });

  it('keeps a lower, smooth, healed ridge where a tooth is missing', () => {
    const gaps = new Set([36]);
    const healed = crestNear('lower', middleOf(36), gaps);
    expect(healed).toBeLessThan(crestNear('lower', middleOf(36)) - 1.2);
    // No papillae either side of the gap: the ridge stays within a millimetre of its middle there.
    for (const neighbour of [35, 37]) {
      const contact = crestNear('lower', contactOf(36, neighbour), gaps);
      expect(contact).toBeLessThan(crestNear('lower', contactOf(36, neighbour)) - 1.5);
      expect(Math.abs(contact - healed)).toBeLessThan(1.5);
    }
    // The ridge is still there: gum over the gap's place, not a hole.
    expect(Number.isFinite(healed)).toBe(true);
  });

  it.each<Arch>(['upper', 'lower'])('the %s gum has finite positions and normals facing out', (arch) => {
    const geometry = gumGeometry(arch);
    const normals = geometry.getAttribute('normal');
    expect(Array.from(geometry.getAttribute('position').array).every(Number.isFinite)).toBe(true);
    expect(Array.from(normals.array).every(Number.isFinite)).toBe(true);
    const points = pointsOf(geometry);
    const front = points.reduce((best, point, index) => (point[2] > points[best]![2] ? index : best), 0);
    expect(normals.getZ(front)).toBeGreaterThan(0.5);
    // The base, furthest from the teeth, faces away from them.
    const coronal = arch === 'upper' ? -1 : 1;
    const base = points.reduce(
      (best, point, index) => (coronal * point[1] < coronal * points[best]![1] ? index : best),
      0,
    );
    expect(coronal * normals.getY(base)).toBeLessThan(-0.5);
  });

  it('tints the margin lighter than the mucosa towards the base', () => {
    const geometry = gumGeometry('lower');
    const colour = geometry.getAttribute('color');
    expect(colour.count).toBe(geometry.getAttribute('position').count);
    const points = pointsOf(geometry);
    const highest = points.reduce((best, point, index) => (point[1] > points[best]![1] ? index : best), 0);
    const lowest = points.reduce((best, point, index) => (point[1] < points[best]![1] ? index : best), 0);
    expect(colour.getY(highest)).toBeGreaterThan(colour.getY(lowest) + 0.15);
  });

  it('hugs each tooth: the facial margin at a tooth’s middle is within a millimetre of its crown', () => {
    for (const tooth of [11, 13, 16, 31, 36]) {
      const place = placeTooth(tooth);
      const coronal = place.arch === 'upper' ? -1 : 1;
      const [nx, nz] = [Math.sin(place.rotationY), Math.cos(place.rotationY)];
      const line = gumPoints(place.arch)
        .filter(([x, , z]) => Math.abs((x - place.position.x) * nz - (z - place.position.z) * nx) < 0.4)
        .map(([x, y, z]) => ({
          across: (x - place.position.x) * nx + (z - place.position.z) * nz,
          height: coronal * y,
        }))
        .filter(({ across }) => across > 0);
      const crest = Math.max(...line.map(({ height }) => height));
      // The margin: the facial-most point at the crest's height.
      const marginAt = Math.max(...line.filter(({ height }) => height > crest - 0.05).map(({ across }) => across));
      expect(marginAt).toBeGreaterThan(place.size.depth / 2 - 1);
      expect(marginAt).toBeLessThan(place.size.depth / 2 + 1);
    }
  });
});
