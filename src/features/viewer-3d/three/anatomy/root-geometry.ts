import type { ToothKind } from '../../scene/arch-layout';
import { type CrownShape, wallSection } from './crown-geometry';
import { type Part, type Point3, lid, loft, superellipse } from './mesh-parts';

/**
 * Roots. A root is lofted along a gentle curve from inside the crown (or the root trunk) to its apex, tapering to a
 * rounded tip. Positions are fractions of the crown's half width (x, +1 mesial) and half depth (z, +1 facial) at the
 * cervical line; lengths are fractions of the tooth's root length.
 */
interface RootSpec {
  at: [number, number];
  apex: [number, number];
  length: number;
  /** Half width and half depth where the root leaves the trunk, as fractions of the cervical ones. */
  radius: [number, number];
  /** Depth of the groove down the middle of its mesial and distal surfaces, as a fraction of the half width. */
  groove: number;
}

interface RootPlan {
  /** Length of the common root trunk before the roots part, as a fraction of the root length (0: a single root). */
  trunk: number;
  roots: RootSpec[];
}

const single = (groove: number): RootPlan => ({
  trunk: 0,
  roots: [{ at: [0, 0], apex: [-0.1, -0.04], length: 1, radius: [1, 1], groove }],
});

/** Upper molars: two buccal roots (the mesiobuccal broad, the distobuccal small) and the long palatal one. */
const upperMolar = (trunk: number, spread: number): RootPlan => ({
  trunk,
  roots: [
    { at: [0.42, 0.4], apex: [0.3 * spread, 0.62 * spread], length: 1, radius: [0.42, 0.5], groove: 0.06 },
    { at: [-0.45, 0.42], apex: [-0.62 * spread, 0.55 * spread], length: 0.92, radius: [0.4, 0.46], groove: 0 },
    { at: [0.05, -0.42], apex: [0.05, -0.85 * spread], length: 1.08, radius: [0.45, 0.45], groove: 0 },
  ],
});

/** Lower molars: a mesial and a distal root, both broad buccolingually, the mesial one curving distally. */
const lowerMolar = (trunk: number, spread: number): RootPlan => ({
  trunk,
  roots: [
    { at: [0.45, 0], apex: [0.35 * spread, 0], length: 1, radius: [0.42, 0.88], groove: 0.12 },
    { at: [-0.45, 0], apex: [-0.6 * spread, -0.05], length: 0.93, radius: [0.4, 0.84], groove: 0.09 },
  ],
});

const plans: { upper: Record<ToothKind, RootPlan>; lower: Record<ToothKind, RootPlan> } = {
  upper: {
    'central-incisor': single(0),
    'lateral-incisor': single(0.03),
    canine: single(0.05),
    // The upper first premolar's buccal and palatal roots part in the root's apical half.
    'first-premolar': {
      trunk: 0.45,
      roots: [
        { at: [0, 0.42], apex: [0, 0.56], length: 1, radius: [0.7, 0.45], groove: 0.05 },
        { at: [0, -0.42], apex: [0, -0.6], length: 0.97, radius: [0.68, 0.43], groove: 0.05 },
      ],
    },
    'second-premolar': single(0.06),
    'first-molar': upperMolar(0.3, 1),
    'second-molar': upperMolar(0.34, 0.92),
    'third-molar': upperMolar(0.38, 0.85),
  },
  lower: {
    'central-incisor': single(0.05),
    'lateral-incisor': single(0.05),
    canine: single(0.05),
    'first-premolar': single(0.05),
    'second-premolar': single(0.05),
    'first-molar': lowerMolar(0.25, 1),
    'second-molar': lowerMolar(0.28, 0.9),
    'third-molar': lowerMolar(0.32, 0.85),
  },
};

/** Rounded taper from 1 where the root starts to 0 at the apex. */
const taper = (q: number) => Math.sqrt(Math.max(0, 1 - q ** 2.5)) * (1 - 0.45 * q);

const rootPart = (shape: CrownShape, spec: RootSpec, trunk: number): Part[] => {
  const top = 0;
  const cervical = wallSection(shape, 0);
  const { mesial } = shape.form;
  const skew = shape.crown.skew * mesial;
  const bottom = -shape.size.rootLength * spec.length;
  const to = (x: number, z: number): [number, number] => [
    x * cervical.halfWidth,
    cervical.centre + z * cervical.halfDepth,
  ];
  const start = to(...spec.at);
  const end = to(...spec.apex);
  // The middle control point pushed outwards: roots flare from the trunk, then run on.
  const middle = to(((spec.at[0] + spec.apex[0]) / 2) * 1.25, ((spec.at[1] + spec.apex[1]) / 2) * 1.25);
  const centreAt = (q: number): [number, number] => {
    const [a, b, c] = [(1 - q) ** 2, 2 * q * (1 - q), q * q];
    return [a * start[0] + b * middle[0] + c * end[0], a * start[1] + b * middle[1] + c * end[1]];
  };
  const around = spec.radius[0] > 0.9 ? 20 : 16;
  const steps = trunk > 0 ? 14 : 11;
  const fill = spec.at.map((at, axis) => Math.max(spec.radius[axis]!, 0.97 - Math.abs(at)));
  /** The radius as a fraction of the cervical one: filling the trunk at first, the root's own below the furcation. */
  const share = (q: number, axis: 0 | 1) => {
    const s = trunk > 0 ? Math.min(1, q / trunk) : 1;
    return fill[axis]! + (spec.radius[axis] - fill[axis]!) * s * s * (3 - 2 * s);
  };
  const rings: Point3[][] = [];
  for (let step = steps; step >= 0; step -= 1) {
    const q = (step / steps) * 0.97;
    const [x0, z0] = centreAt(q);
    const rx = share(q, 0) * cervical.halfWidth * taper(q);
    const rz = share(q, 1) * cervical.halfDepth * taper(q);
    const y = top + (bottom - top) * q;
    rings.push(
      Array.from({ length: around }, (_, index): Point3 => {
        const [cx, cz] = superellipse((index / around) * Math.PI * 2, 2.3);
        const groove = 1 - spec.groove * Math.exp(-((cz / 0.45) ** 2)) * Math.sin(Math.PI * q) ** 0.5;
        const z = z0 + rz * cz;
        return [mesial * x0 + rx * cx * groove + skew * z, y, z];
      }),
    );
  }
  const [ax, az] = end;
  return [
    loft(rings, { bottom: [mesial * ax + skew * az, bottom - 0.15, az] }),
    lid(rings[rings.length - 1]!, [mesial * start[0] + skew * start[1], top, start[1]], 'up'),
  ];
};

/**
 * The roots of a tooth, from the cervical line to the apices. The roots of a multi-rooted tooth start wide enough to
 * fill the cervical outline together, so their union is the root trunk, and narrow to their own size by the furcation.
 */
export const rootParts = (shape: CrownShape): Part[] => {
  const plan = plans[shape.form.arch][shape.form.kind];
  return plan.roots.flatMap((spec) => rootPart(shape, spec, plan.trunk));
};
