import { BufferGeometry, Float32BufferAttribute } from 'three';
import { type Arch, archCurvePoints, archGap, archTeeth, placeTooth } from '../scene/arch-layout';

/** Interpolates a tooth dimension along the arch at x (teeth of one arch sorted by x). */
const along = (arch: Arch, x: number, pick: (tooth: number) => number): number => {
  const teeth = [...archTeeth(arch)].sort((a, b) => placeTooth(a).position.x - placeTooth(b).position.x);
  const xs = teeth.map((tooth) => placeTooth(tooth).position.x);
  if (x <= xs[0]!) return pick(teeth[0]!);
  for (let index = 1; index < xs.length; index += 1) {
    if (x <= xs[index]!) {
      const t = (x - xs[index - 1]!) / (xs[index]! - xs[index - 1]!);
      return pick(teeth[index - 1]!) * (1 - t) + pick(teeth[index]!) * t;
    }
  }
  return pick(teeth[teeth.length - 1]!);
};

/** Papillae between the teeth: how close x is to a contact point, 1 at the contact, 0 at a tooth's middle. */
const papilla = (arch: Arch, x: number): number => {
  const teeth = [...archTeeth(arch)].map((tooth) => placeTooth(tooth).position.x).sort((a, b) => a - b);
  let nearest = Infinity;
  for (let index = 1; index < teeth.length; index += 1) {
    nearest = Math.min(nearest, Math.abs(x - (teeth[index - 1]! + teeth[index]!) / 2));
  }
  return Math.exp(-((nearest / 1.6) ** 2));
};

/** The gum of one arch: a rounded ridge swept along the arch, scalloped between the teeth. */
export const gumGeometry = (arch: Arch): BufferGeometry => {
  const samples = archCurvePoints(arch, 160);
  const around = 28;
  const sign = arch === 'upper' ? 1 : -1;
  const positions: number[] = [];
  samples.forEach(({ x, z, normalAngle }) => {
    const toothHalfDepth = along(arch, x, (tooth) => placeTooth(tooth).size.depth) / 2;
    const crown = along(arch, x, (tooth) => placeTooth(tooth).size.crownHeight);
    const crest = archGap + crown + 0.2 - 1.8 * papilla(arch, x);
    // Deep enough to hold the longest root (the canine's, 17 mm).
    const height = 18;
    // Thin where it meets the tooth, fuller over the roots, like a real gingival margin.
    const depthAt = (fromCrest: number) => toothHalfDepth + 0.3 + 1.7 * Math.min(1, fromCrest / 5) ** 0.6;
    const nx = Math.sin(normalAngle);
    const nz = Math.cos(normalAngle);
    for (let index = 0; index < around; index += 1) {
      const angle = (index / around) * Math.PI * 2;
      const c = Math.cos(angle);
      const s = Math.sin(angle);
      // Measured from the crest into the jaw: a nearly flat top (the margin hugs the teeth), a rounded base.
      const fromCrest = s >= 0 ? height * 0.5 * (1 - s ** (2 / 9)) : height * 0.5 * (1 + (-s) ** (2 / 3));
      const n = depthAt(fromCrest) * Math.sign(c) * Math.abs(c) ** (2 / 5);
      const y = sign * (crest + fromCrest);
      positions.push(x + nx * n, y, z + nz * n);
    }
  });
  const indices: number[] = [];
  for (let sample = 0; sample < samples.length - 1; sample += 1) {
    for (let index = 0; index < around; index += 1) {
      const next = (index + 1) % around;
      const a = sample * around + index;
      const b = sample * around + next;
      const c = a + around;
      const d = b + around;
      if (arch === 'upper') indices.push(a, b, c, b, d, c);
      else indices.push(a, c, b, b, c, d);
    }
  }
  // Close both ends with a fan around their centre.
  const capEnd = (sample: number, flip: boolean) => {
    const start = sample * around;
    let cx = 0;
    let cy = 0;
    let cz = 0;
    for (let index = 0; index < around; index += 1) {
      cx += positions[(start + index) * 3]!;
      cy += positions[(start + index) * 3 + 1]!;
      cz += positions[(start + index) * 3 + 2]!;
    }
    const centre = positions.length / 3;
    positions.push(cx / around, cy / around, cz / around);
    for (let index = 0; index < around; index += 1) {
      const a = start + index;
      const b = start + ((index + 1) % around);
      if (flip === (arch === 'upper')) indices.push(centre, a, b);
      else indices.push(centre, b, a);
    }
  };
  capEnd(0, true);
  capEnd(samples.length - 1, false);
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  return geometry;
};
