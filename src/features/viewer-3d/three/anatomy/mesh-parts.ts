import { BufferGeometry, Float32BufferAttribute } from 'three';

/** A piece of surface before it becomes a geometry: flat position triples and triangle indices. */
export interface Part {
  positions: number[];
  indices: number[];
}

export type Point3 = [number, number, number];

/** A point of the superellipse |x|^e + |z|^e = 1 at an angle (counter-clockwise from +x towards +z). */
export const superellipse = (angle: number, exponent: number): [number, number] => {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [Math.sign(c) * Math.abs(c) ** (2 / exponent), Math.sign(s) * Math.abs(s) ** (2 / exponent)];
};

/**
 * Joins closed rings of equal length, listed from the bottom up, each running counter-clockwise seen from above,
 * into a surface facing outwards; `bottom` and `top` close the ends with a fan.
 */
export const loft = (rings: Point3[][], ends: { bottom?: Point3; top?: Point3 } = {}): Part => {
  const around = rings[0]!.length;
  const positions = rings.flat().flat();
  const indices: number[] = [];
  for (let ring = 0; ring < rings.length - 1; ring += 1) {
    for (let index = 0; index < around; index += 1) {
      const next = (index + 1) % around;
      const a = ring * around + index;
      const b = ring * around + next;
      const c = a + around;
      const d = b + around;
      indices.push(a, c, b, b, c, d);
    }
  }
  if (ends.bottom) {
    const centre = positions.length / 3;
    positions.push(...ends.bottom);
    for (let index = 0; index < around; index += 1) indices.push(centre, index, (index + 1) % around);
  }
  if (ends.top) {
    const centre = positions.length / 3;
    const start = (rings.length - 1) * around;
    positions.push(...ends.top);
    for (let index = 0; index < around; index += 1) {
      indices.push(centre, start + ((index + 1) % around), start + index);
    }
  }
  return { positions, indices };
};

/**
 * A flat-ish lid over a ring (counter-clockwise seen from above) with its own copies of the ring's vertices, so the
 * ring's edge keeps the shading of the surface it closes. `facing` is where the lid looks.
 */
export const lid = (ring: Point3[], centre: Point3, facing: 'up' | 'down'): Part => {
  const positions = [...ring.flat(), ...centre];
  const middle = ring.length;
  const indices: number[] = [];
  for (let index = 0; index < ring.length; index += 1) {
    const next = (index + 1) % ring.length;
    if (facing === 'up') indices.push(middle, next, index);
    else indices.push(middle, index, next);
  }
  return { positions, indices };
};

/** One indexed geometry with vertex normals from several parts (they share no vertices). */
export const toGeometry = (parts: Part[]): BufferGeometry => {
  const positions: number[] = [];
  const indices: number[] = [];
  for (const part of parts) {
    const offset = positions.length / 3;
    positions.push(...part.positions);
    for (const index of part.indices) indices.push(index + offset);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  return geometry;
};
