import { BufferGeometry, Float32BufferAttribute } from 'three';
import type { ToothSize, ToothType } from '../scene/arch-layout';

/**
 * Procedural tooth shapes. A tooth is a lofted surface: rings of a superellipse cross-section from the root's apex
 * up to the cervical line (y = 0) and the crown, closed on top by a cap whose height field carries the cusps. Local
 * axes: x mesiodistal, y towards the biting surface, z facial (lips/cheek side).
 */

interface Profile {
  /** Superellipse exponent of the cross-section: 2 is an ellipse, higher is boxier. */
  exponent: number;
  /** Width and depth at the cervical line, as fractions of the crown's widest. */
  cervical: [number, number];
  /** Width and depth of the biting surface's rim, as fractions of the widest. */
  top: [number, number];
  /** Relief of the biting surface in mm at (u, v) ∈ [-1, 1]² (u mesiodistal, v buccolingual). */
  relief: (u: number, v: number) => number;
  /** Fraction of the crown height where the side walls end and the cap begins. */
  shoulder: number;
}

const bump = (u: number, v: number, cu: number, cv: number, spread: number) =>
  Math.exp(-((u - cu) ** 2 + (v - cv) ** 2) / spread);

const profiles: Record<ToothType, Profile> = {
  incisor: {
    exponent: 2.4,
    cervical: [0.7, 0.85],
    top: [0.98, 0.2],
    // A straight incisal edge with faint mamelons, slightly rounded at the corners.
    relief: (u) => 0.15 * Math.cos(3 * Math.PI * u) ** 2 - 0.5 * u ** 6,
    shoulder: 0.9,
  },
  canine: {
    exponent: 2.2,
    cervical: [0.7, 0.85],
    top: [0.62, 0.3],
    // One pointed cusp, its slopes running to the mesial and distal corners.
    relief: (u, v) => 2.6 * Math.exp(-(u * u) / 0.35 - (v * v) / 0.8) - 0.4,
    shoulder: 0.78,
  },
  premolar: {
    exponent: 2.6,
    cervical: [0.72, 0.82],
    top: [0.8, 0.74],
    // A buccal and a lingual cusp with a fissure between them.
    relief: (u, v) => 2.0 * bump(u, v, 0, 0.5, 0.22) + 1.5 * bump(u, v, 0, -0.5, 0.22) - 0.6,
    shoulder: 0.72,
  },
  molar: {
    exponent: 3.0,
    cervical: [0.78, 0.82],
    top: [0.86, 0.8],
    // Four cusps around a central fossa, with a cross-shaped fissure.
    relief: (u, v) =>
      1.6 * bump(u, v, -0.48, 0.48, 0.16) +
      1.5 * bump(u, v, 0.48, 0.48, 0.16) +
      1.4 * bump(u, v, -0.48, -0.48, 0.16) +
      1.3 * bump(u, v, 0.48, -0.48, 0.16) -
      0.7,
    shoulder: 0.72,
  },
};

const superellipse = (angle: number, exponent: number): [number, number] => {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [Math.sign(c) * Math.abs(c) ** (2 / exponent), Math.sign(s) * Math.abs(s) ** (2 / exponent)];
};

interface Ring {
  y: number;
  /** Half width and half depth. */
  rx: number;
  rz: number;
  /** Part of the cap: its height follows the relief. */
  cap?: { scale: number };
}

/** The crown's half width, half depth and height at s ∈ [0, 1] from the cervical line to the shoulder. */
export const crownSection = (type: ToothType, size: ToothSize, s: number): Ring => {
  const profile = profiles[type];
  const widest = 0.45;
  const blend = (cervical: number, top: number) => {
    if (s <= widest) return cervical + (1 - cervical) * Math.sin((s / widest) * (Math.PI / 2));
    return 1 - (1 - top) * ((s - widest) / (1 - widest)) ** 2;
  };
  return {
    y: s * size.crownHeight * profile.shoulder,
    rx: (size.width / 2) * blend(profile.cervical[0], profile.top[0]),
    rz: (size.depth / 2) * blend(profile.cervical[1], profile.top[1]),
  };
};

const rings = (type: ToothType, size: ToothSize, withRoot: boolean): Ring[] => {
  const list: Ring[] = [];
  if (withRoot) {
    const cervical = crownSection(type, size, 0);
    const rootSteps = 8;
    for (let step = 0; step < rootSteps; step += 1) {
      const t = step / rootSteps;
      const taper = 0.18 + 0.82 * Math.sin((t * Math.PI) / 2) ** 0.7;
      list.push({ y: -size.rootLength * (1 - t), rx: cervical.rx * taper * 0.92, rz: cervical.rz * taper * 0.95 });
    }
  } else {
    // A crown without a root (a pontic, or the crown on an implant) closes flat at its base.
    const base = crownSection(type, size, 0);
    list.push({ y: 0, rx: base.rx * 0.35, rz: base.rz * 0.35 });
  }
  const crownSteps = 14;
  for (let step = 0; step <= crownSteps; step += 1) list.push(crownSection(type, size, step / crownSteps));
  const rim = list[list.length - 1]!;
  const capSteps = 8;
  for (let step = 0; step <= capSteps; step += 1) {
    const scale = 1 - step / capSteps;
    list.push({ y: rim.y, rx: rim.rx * scale, rz: rim.rz * scale, cap: { scale } });
  }
  list[list.length - 1 - capSteps]!.cap = { scale: 1 };
  return list;
};

const segments = 40;

/** A closed tooth surface (crown, optionally with its root) of a tooth type and size. */
export const toothGeometry = (type: ToothType, size: ToothSize, { withRoot = true } = {}): BufferGeometry => {
  const profile = profiles[type];
  const list = rings(type, size, withRoot);
  const crownTop = size.crownHeight * profile.shoulder;
  const reliefScale = size.crownHeight - crownTop;
  const positions: number[] = [];
  // The apex (first) and the cap's centre (last ring, radius 0) are single points.
  positions.push(0, list[0]!.y - (withRoot ? 1 : 0), 0);
  list.forEach((ring) => {
    for (let index = 0; index < segments; index += 1) {
      const [cx, cz] = superellipse((index / segments) * Math.PI * 2, profile.exponent);
      const x = ring.rx * cx;
      const z = ring.rz * cz;
      let y = ring.y;
      if (ring.cap) {
        const rim = list.find((entry) => entry.cap?.scale === 1)!;
        const u = rim.rx > 0 ? x / rim.rx : 0;
        const v = rim.rz > 0 ? z / rim.rz : 0;
        y = crownTop + profile.relief(u, v) * (reliefScale / 2.2) * (0.55 + 0.45 * (1 - ring.cap.scale) ** 0.5);
      }
      positions.push(x, y, z);
    }
  });
  const ringStart = (ring: number) => 1 + ring * segments;
  const indices: number[] = [];
  for (let index = 0; index < segments; index += 1) {
    const next = (index + 1) % segments;
    indices.push(0, ringStart(0) + next, ringStart(0) + index);
  }
  for (let ring = 0; ring < list.length - 1; ring += 1) {
    for (let index = 0; index < segments; index += 1) {
      const next = (index + 1) % segments;
      const a = ringStart(ring) + index;
      const b = ringStart(ring) + next;
      const c = ringStart(ring + 1) + index;
      const d = ringStart(ring + 1) + next;
      indices.push(a, b, c, b, d, c);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  return geometry;
};

/** The facial half of the crown, a little larger: the shell of a veneer. */
export const veneerGeometry = (type: ToothType, size: ToothSize): BufferGeometry => {
  const steps = 12;
  const around = 20;
  const positions: number[] = [];
  for (let step = 0; step <= steps; step += 1) {
    const ring = crownSection(type, size, 0.12 + (0.88 * step) / steps);
    for (let index = 0; index <= around; index += 1) {
      const [cx, cz] = superellipse(0.08 * Math.PI + (index / around) * 0.84 * Math.PI, profiles[type].exponent);
      positions.push(ring.rx * cx * 1.06, ring.y + (step === steps ? 0.25 : 0), ring.rz * cz * 1.08 + 0.12);
    }
  }
  const indices: number[] = [];
  for (let step = 0; step < steps; step += 1) {
    for (let index = 0; index < around; index += 1) {
      const a = step * (around + 1) + index;
      const c = a + around + 1;
      indices.push(a, c, a + 1, a + 1, c, c + 1);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  return geometry;
};

/** Height of the biting surface's centre above the cervical line, where fillings and caries sit. */
export const occlusalCentre = (type: ToothType, size: ToothSize): number => {
  const profile = profiles[type];
  const top = size.crownHeight * profile.shoulder;
  return top + profile.relief(0, 0) * ((size.crownHeight - top) / 2.2);
};
