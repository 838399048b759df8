import type { BufferGeometry } from 'three';
import type { ToothSize, ToothType } from '../scene/arch-layout';
import { formOf } from './anatomy/crown-forms';
import { type CrownShape, crownParts, crownShape, wallSection } from './anatomy/crown-geometry';
import { type Point3, superellipse, toGeometry } from './anatomy/mesh-parts';
import { rootParts } from './anatomy/root-geometry';

/**
 * Procedural teeth, shaped per kind (central and lateral incisors, canines, premolars, molars) from the size's form
 * (see `ToothForm`); a size without one gets a generic tooth of its type. Local axes: x mesiodistal, y towards the
 * biting surface (the cervical line at y = 0), z facial (lips/cheek side). The shapes are in `anatomy/`.
 */

const shapeOf = (type: ToothType, size: ToothSize): CrownShape => crownShape(formOf(type, size.form), size);

/** The crown alone, closed underneath by a flat base. */
export const crownGeometry = (type: ToothType, size: ToothSize): BufferGeometry =>
  toGeometry(crownParts(shapeOf(type, size)));

/** The roots alone (with the root trunk of a multi-rooted tooth), from just inside the crown to the apices. */
export const rootGeometry = (type: ToothType, size: ToothSize): BufferGeometry =>
  toGeometry(rootParts(shapeOf(type, size)));

/** A whole tooth: its crown and, unless `withRoot` is false (a pontic, the crown on an implant), its roots. */
export const toothGeometry = (type: ToothType, size: ToothSize, { withRoot = true } = {}): BufferGeometry => {
  const shape = shapeOf(type, size);
  return toGeometry(withRoot ? [...crownParts(shape), ...rootParts(shape)] : crownParts(shape));
};

export interface CrownSection {
  /** Height above the cervical line. */
  y: number;
  /** Half width. */
  rx: number;
  /** How far the facial surface stands in front of the tooth's axis (the half depth, measured facially). */
  rz: number;
  /** Facial shift of the section's centre: the lingual surface is at centre − (rz − centre). */
  centre: number;
}

/** The crown's section at s ∈ [0, 1] from the cervical line to the rim of the biting surface. */
export const crownSection = (type: ToothType, size: ToothSize, s: number): CrownSection => {
  const section = wallSection(shapeOf(type, size), s);
  return { y: section.y, rx: section.halfWidth, rz: section.centre + section.halfDepth, centre: section.centre };
};

/** The facial half of the crown, a little larger: the shell of a veneer. */
export const veneerGeometry = (type: ToothType, size: ToothSize): BufferGeometry => {
  const shape = shapeOf(type, size);
  const steps = 12;
  const around = 20;
  const rings: Point3[][] = [];
  for (let step = 0; step <= steps; step += 1) {
    const section = wallSection(shape, 0.12 + (0.86 * step) / steps);
    const ring: Point3[] = [];
    for (let index = 0; index <= around; index += 1) {
      const [cx, cz] = superellipse(0.06 * Math.PI + (index / around) * 0.88 * Math.PI, shape.crown.exponent);
      const lift = step === steps ? 0.35 : 0;
      ring.push([section.halfWidth * cx * 1.05, section.y + lift, section.centre + section.halfDepth * cz + 0.2]);
    }
    rings.push(ring);
  }
  // An open sheet, so not a loft (whose rings close).
  const positions = rings.flat().flat();
  const indices: number[] = [];
  for (let step = 0; step < steps; step += 1) {
    for (let index = 0; index < around; index += 1) {
      const a = step * (around + 1) + index;
      const c = a + around + 1;
      indices.push(a, c, a + 1, a + 1, c, c + 1);
    }
  }
  return toGeometry([{ positions, indices }]);
};

/** Height of the biting surface's centre above the cervical line, where fillings and caries sit. */
export const occlusalCentre = (type: ToothType, size: ToothSize): number => {
  const shape = shapeOf(type, size);
  return shape.base + shape.crown.relief(0, 0);
};
