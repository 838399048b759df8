import type { ToothForm, ToothSize } from '../../scene/arch-layout';
import { type CrownForm, crownFormOf, reliefTop } from './crown-forms';
import { type Part, type Point3, lid, loft, superellipse } from './mesh-parts';

/** A crown as the builder needs it: its form, its numbers, and the height of its biting surface's lowest level. */
export interface CrownShape {
  form: ToothForm;
  crown: CrownForm;
  size: ToothSize;
  /** Height of the biting surface's base (the relief's zero) above the cervical line. */
  base: number;
}

export const crownShape = (form: ToothForm, size: ToothSize): CrownShape => {
  const crown = crownFormOf(form);
  return { form, crown, size, base: size.crownHeight - reliefTop(crown) };
};

/** A bulge from the cervical fraction up to 1 at the height of contour, then in to the rim's fraction. */
const bulge = (t: number, cervical: number, contour: number, rim: number) =>
  t <= contour
    ? cervical + (1 - cervical) * Math.sin((Math.PI / 2) * (t / contour))
    : 1 - (1 - rim) * ((t - contour) / (1 - contour)) ** 2;

export interface WallSection {
  /** Height above the cervical line (before the relief lifts the rim). */
  y: number;
  halfWidth: number;
  halfDepth: number;
  /** Facial (+) shift of the outline's centre. */
  centre: number;
}

/** The crown's outline at t ∈ [0, 1] of its wall, from the cervical line to the rim of the biting surface. */
export const wallSection = ({ crown, size, base }: CrownShape, t: number): WallSection => {
  const halfDepth = (size.depth / 2) * bulge(t, crown.cervical[1], crown.contour[1], crown.rim[1]);
  const fullDepth = (size.depth / 2) * bulge(crown.contour[1], crown.cervical[1], crown.contour[1], crown.rim[1]);
  return {
    y: t * base,
    halfWidth: (size.width / 2) * bulge(t, crown.cervical[0], crown.contour[0], crown.rim[0]),
    halfDepth,
    centre: (fullDepth - halfDepth) * (crown.lean - 0.5) * 2,
  };
};

/** The lingual fossa's share at t: none at the cervical cingulum or at the edge, deepest in the middle third. */
const fossaBand = (t: number) => Math.sin(Math.PI * Math.min(1, Math.max(0, (t - 0.22) / 0.78))) ** 0.8;

const place = (shape: CrownShape, x: number, y: number, z: number): Point3 => [
  x + shape.crown.skew * shape.form.mesial * z,
  y,
  z,
];

/** How much the biting surface rounds down towards its rim, so the walls turn over into it without a crease. */
const shoulderOf = (shape: CrownShape) => {
  const kind = shape.form.kind;
  if (kind.endsWith('incisor')) return 0.15;
  return kind === 'canine' ? 0.3 : 0.45;
};

const wallPoint = (shape: CrownShape, section: WallSection, t: number, angle: number): Point3 => {
  const { crown, form } = shape;
  const [cx, cz] = superellipse(angle, crown.exponent);
  const hollow = cz < 0 ? 1 - crown.fossa * fossaBand(t) * Math.exp(-((cx / 0.5) ** 2)) : 1;
  // The wall climbs to the rim's height in the relief, more steeply near the rim, so wall and cap meet smoothly.
  const lift = (crown.relief(form.mesial * cx, cz) - shoulderOf(shape)) * t ** 3;
  return place(shape, section.halfWidth * cx, section.y + lift, section.centre + section.halfDepth * cz * hollow);
};

const capPoint = (shape: CrownShape, rim: WallSection, reach: number, angle: number): Point3 => {
  const { crown, form, base } = shape;
  const [cx, cz] = superellipse(angle, crown.exponent);
  const u = reach * cx;
  const v = reach * cz;
  const y = base + crown.relief(form.mesial * u, v) - shoulderOf(shape) * reach ** 6;
  return place(shape, rim.halfWidth * u, y, rim.centre + rim.halfDepth * v);
};

const detail = (shape: CrownShape) => {
  const kind = shape.form.kind;
  if (kind.endsWith('molar') && !kind.endsWith('premolar')) return { around: 44, wall: 11, cap: 11 };
  if (kind.endsWith('premolar')) return { around: 40, wall: 11, cap: 9 };
  return { around: 36, wall: 12, cap: kind === 'canine' ? 6 : 4 };
};

/**
 * The crown's surface from the cervical line over the biting surface, closed underneath by a flat base (hidden in
 * the root, or resting on the gum or the implant).
 */
export const crownParts = (shape: CrownShape): Part[] => {
  const { around, wall, cap } = detail(shape);
  const angles = Array.from({ length: around }, (_, index) => (index / around) * Math.PI * 2);
  const rings: Point3[][] = [];
  const cervical = wallSection(shape, 0);
  for (let step = 0; step <= wall; step += 1) {
    const t = step / wall;
    const section = wallSection(shape, t);
    rings.push(angles.map((angle) => wallPoint(shape, section, t, angle)));
  }
  const rim = wallSection(shape, 1);
  for (let step = 1; step < cap; step += 1) {
    rings.push(angles.map((angle) => capPoint(shape, rim, 1 - step / cap, angle)));
  }
  const centre = capPoint(shape, rim, 0, 0);
  const bottom = place(shape, 0, 0, cervical.centre);
  return [loft(rings, { top: centre }), lid(rings[0]!, bottom, 'down')];
};
