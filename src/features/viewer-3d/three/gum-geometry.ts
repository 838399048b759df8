import { BufferGeometry, Float32BufferAttribute } from 'three';
import {
  type Arch,
  type ToothPlacement,
  archCurvePoints,
  archLength,
  archTeeth,
  placeTooth,
} from '../scene/arch-layout';
import { crownSection } from './tooth-geometry';

/**
 * The gum of one arch, swept along the arch: a cross-section from the lingual margin over the crest to the facial
 * margin, down the attached gingiva over the roots to a rounded base, and back up the lingual side. The margin is
 * scalloped: it dips round each tooth's cervical line and rises between the teeth to a pointed papilla. Over a tooth
 * that is not there (missing, or a bridge's pontic) the ridge is healed: lower, smooth, without papillae.
 */

interface Neighbourhood {
  tooth: ToothPlacement;
  /** Where along the tooth the point is: 0 at its middle, ±1 at its contacts (−1 towards the patient's right). */
  f: number;
  /** The margin's height above the cervical line at the tooth's middle and at its two contacts. */
  middle: number;
  contacts: [number, number];
  gap: boolean;
}

/** Gum over the crown at a tooth's middle, and the healed ridge's level where a tooth is gone (mm, coronal +). */
const margin = { tooth: 0.6, ridge: -1.6 };
/** How far the crest lies below the margin's edge round a tooth; a healed ridge is rounded the other way. */
const crestDip = { tooth: 0.35, ridge: -0.3 };
/** Height of a healed ridge's top above the missing tooth's cervical line (negative: below it), for what sits on it. */
export const healedRidgeTop = margin.ridge - crestDip.ridge;

/** Height of the papilla above the margin between two teeth: tallest between the front teeth. */
const papillaHeight = (a: ToothPlacement, b: ToothPlacement) => {
  const rank = (tooth: ToothPlacement) => (tooth.type === 'molar' ? 2 : tooth.type === 'premolar' ? 1 : 0);
  return [3.6, 2.9, 2.3][Math.max(rank(a), rank(b))]!;
};

const neighbourhoods = (arch: Arch, gaps: ReadonlySet<number>) => {
  const teeth = [...archTeeth(arch)].map((tooth) => ({ number: tooth, place: placeTooth(tooth) }));
  teeth.sort((a, b) => a.place.position.x - b.place.position.x);
  const contactHeight = (left: (typeof teeth)[number], right: (typeof teeth)[number]) => {
    const missing = [left, right].filter((entry) => gaps.has(entry.number)).length;
    if (missing === 2) return margin.ridge;
    // The papilla next to a gap is lost with the tooth: the neighbour's margin slopes down to the ridge.
    if (missing === 1) return margin.ridge + 0.6;
    return margin.tooth + papillaHeight(left.place, right.place);
  };
  const contactX = teeth.slice(1).map((entry, index) => (entry.place.position.x + teeth[index]!.place.position.x) / 2);
  const contacts = teeth.slice(1).map((entry, index) => contactHeight(teeth[index]!, entry));
  return (x: number): Neighbourhood => {
    let index = contactX.findIndex((contact) => x < contact);
    if (index === -1) index = teeth.length - 1;
    const { place, number } = teeth[index]!;
    const centre = place.position.x;
    const gap = gaps.has(number);
    const middle = gap ? margin.ridge : margin.tooth;
    // Beyond the last teeth the gum runs on a little, rising over the tuberosity or the retromolar pad.
    const end = middle + 1;
    const leftX = index > 0 ? contactX[index - 1]! : centre - (contactX[0]! - centre);
    const rightX = index < contactX.length ? contactX[index]! : centre + (centre - contactX[index - 1]!);
    const f = x < centre ? -(centre - x) / (centre - leftX) : (x - centre) / (rightX - centre);
    return {
      tooth: place,
      f: Math.max(-1, Math.min(1, f)),
      middle,
      contacts: [index > 0 ? contacts[index - 1]! : end, index < contacts.length ? contacts[index]! : end],
      gap,
    };
  };
};

/** The margin's height at a point: a U round the tooth, pointed where two papillae meet; gently curved over a gap. */
const marginAt = ({ f, middle, contacts, gap }: Neighbourhood) => {
  const towards = f < 0 ? contacts[0] : contacts[1];
  const a = Math.abs(f);
  // Two parabolas meeting at the contact: a papilla with a point, which a few samples along the arch still catch.
  const rise = gap ? a * a : a ** 1.8;
  return middle + (towards - middle) * rise;
};

/** Extra fullness over the root: the bone bulges over each root, most of all over the canine's. */
const eminences = { incisor: 0.3, canine: 0.65, premolar: 0.3, molar: 0.25 };

const around = 28;

/**
 * How far a height h lies below the margin's level at the teeth's middles, as the shares that shape the gum there:
 * by height alone, so under a papilla the gum is no fuller than beside it (which would show as stripes).
 */
const below = (h: number, depth: number) => {
  const under = Math.max(0, margin.tooth - 1.3 - h);
  return {
    /** Thickening from the thin margin to the full attached gingiva. */
    over: Math.min(1, under / 5) ** 0.7,
    /** From the scalloped outline to the smooth one. */
    blend: Math.min(1, under / 4),
    /** Share of the way down to the base. */
    share: Math.min(1, Math.max(0, (margin.tooth - h) / (margin.tooth + depth))),
  };
};

/**
 * A tint over the gum's colour by height (for a material with vertex colours): the free gingiva at the margin
 * lightest, the attached gingiva a touch deeper, the mucosa towards the base redder.
 */
const toneAt = (h: number): [number, number, number] => {
  const share = Math.min(1, Math.max(0, (margin.tooth - 1 - h) / 9));
  const mix = (from: number, to: number) => from + (to - from) * share ** 1.3;
  return [mix(1, 0.9), mix(1, 0.7), mix(1, 0.76)];
};

/** The jaw narrows towards its base as the roots do; the thick palatal gum a little less. */
const taper = (share: number, palate = 0) => 1 - (palate > 2 ? 0.3 : 0.42) * share ** 2;

/**
 * One cross-section as (offset along the arch's outward normal, height above the cervical line) pairs. `fade` (1 to
 * 0) rounds the section off at the arch's ends.
 */
const section = (
  near: Neighbourhood,
  depth: number,
  fade: number,
  smooth: { facial: number; lingual: number },
): [number, number][] => {
  const { tooth, f, gap } = near;
  const top = marginAt(near);
  const crown = crownSection(tooth.type, tooth.size, Math.max(0, Math.min(1, top / tooth.size.crownHeight)));
  // The teeth lean facially: at the margin's height their surfaces stand that much further forward.
  const lean = Math.max(0, top) * Math.sin(tooth.tilt);
  const narrowing = 1 - 0.2 * f * f;
  const shrink = gap ? 0.82 : 1;
  const facial = (crown.rz * narrowing + 0.3) * shrink + lean;
  const lingual = (crown.rz - 2 * crown.centre) * narrowing * shrink + 0.3 - lean;
  const bulge = (gap ? 0.3 : eminences[tooth.type]) * Math.cos((Math.PI / 2) * f) ** 2;
  const palate = tooth.arch === 'upper' ? 2.4 : 1.5;
  const points: [number, number][] = [];
  // Across the crest (inside the tooth at its middle; the col between two teeth), lingual to facial.
  for (const share of [-0.75, -0.25, 0.25, 0.75]) {
    points.push([(share < 0 ? lingual : facial) * share, top - (gap ? crestDip.ridge : crestDip.tooth)]);
  }
  // The facial margin, thin and rounded, then the attached gingiva thickening over the root, to the base.
  points.push([facial, top], [facial + 0.35, top - 0.45], [facial + 0.7, top - 1.3]);
  const steps = 7;
  const span = top - 1.3 + depth;
  for (let step = 1; step <= steps; step += 1) {
    const h = top - 1.3 - span * (step / steps) ** 1.15;
    const { over, blend, share } = below(h, depth);
    const root = Math.sin(Math.PI * Math.min(1, 0.1 + share)) ** 0.6;
    // The scallop fades out down the gum: further from the margin the surface runs on smoothly past the teeth.
    const face = facial + (smooth.facial - facial) * blend;
    points.push([(face + 0.7 + 1.1 * over) * taper(share) + bulge * root, h]);
  }
  const base = -depth;
  const outer = (smooth.facial + 1.8) * taper(1);
  const inner = (-smooth.lingual - palate) * taper(1, palate);
  for (const share of [0.8, 0.3, -0.3, -0.8]) {
    const n = share > 0 ? outer * share : -inner * share;
    points.push([n, base - 1.6 * Math.sqrt(1 - share * share)]);
  }
  for (let step = steps; step >= 1; step -= 1) {
    const h = top - 1.3 - span * (step / steps) ** 1.15;
    const { over, blend, share } = below(h, depth);
    const face = lingual + (smooth.lingual - lingual) * blend;
    points.push([(-face - 0.7 - (palate - 0.7) * over) * taper(share, palate), h]);
  }
  points.push([-lingual - 0.7, top - 1.3], [-lingual - 0.35, top - 0.45], [-lingual, top]);
  return points.map(([n, h]) => [n * fade, top - (top - h) * fade]);
};

/** A tooth dimension smoothed along the arch at x: a Gaussian-weighted mean over the arch's teeth (sigma in mm). */
const along = (arch: Arch, x: number, pick: (tooth: ToothPlacement) => number, sigma = 5): number => {
  let sum = 0;
  let weights = 0;
  for (const tooth of archTeeth(arch).map(placeTooth)) {
    const weight = Math.exp(-(((x - tooth.position.x) / sigma) ** 2));
    sum += weight * pick(tooth);
    weights += weight;
  }
  return sum / weights;
};

/** The gum of one arch; `gaps` are the teeth whose place is a healed ridge (missing teeth, a bridge's pontics). */
export const gumGeometry = (arch: Arch, { gaps = new Set<number>() }: { gaps?: ReadonlySet<number> } = {}) => {
  const beyond = 3;
  const samples = archCurvePoints(arch, 224, beyond);
  const near = neighbourhoods(arch, gaps);
  const coronal = arch === 'upper' ? -1 : 1;
  const positions: number[] = [];
  const colours: number[] = [];
  const last = samples.length - 1;
  samples.forEach(({ x, z, normalAngle }, index) => {
    // Over the last few millimetres past the third molars the gum rounds off.
    const fromEnd = (Math.min(index, last - index) / last) * 2 * (archLength(arch) + beyond);
    const fade = Math.sqrt(Math.min(1, 0.15 + fromEnd / beyond));
    // The cervical line's height (nearly the tooth's own), and deep enough to hold the roots.
    const cervical = along(arch, x, (tooth) => tooth.position.y, 1.5);
    const depth = along(arch, x, (tooth) => tooth.size.rootLength, 6) + 1.5;
    const smooth = {
      facial: along(arch, x, (tooth) => crownSection(tooth.type, tooth.size, 0.1).rz) + 0.3,
      lingual:
        along(arch, x, (tooth) => {
          const cervical = crownSection(tooth.type, tooth.size, 0.1);
          return cervical.rz - 2 * cervical.centre;
        }) + 0.3,
    };
    const nx = Math.sin(normalAngle);
    const nz = Math.cos(normalAngle);
    for (const [n, h] of section(near(x), depth, fade, smooth)) {
      positions.push(x + nx * n, cervical + coronal * h, z + nz * n);
      colours.push(...toneAt(h));
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
      if (arch === 'upper') indices.push(a, c, b, b, c, d);
      else indices.push(a, b, c, b, d, c);
    }
  }
  // Close both ends with a fan around their centre.
  const capEnd = (sample: number, flip: boolean) => {
    const start = sample * around;
    const centre = [0, 1, 2].map(
      (axis) =>
        Array.from({ length: around }, (_, index) => positions[(start + index) * 3 + axis]!).reduce((s, v) => s + v) /
        around,
    );
    const middle = positions.length / 3;
    positions.push(...centre);
    colours.push(...toneAt(-6));
    for (let index = 0; index < around; index += 1) {
      const a = start + index;
      const b = start + ((index + 1) % around);
      if (flip === (arch === 'upper')) indices.push(middle, b, a);
      else indices.push(middle, a, b);
    }
  };
  capEnd(0, true);
  capEnd(samples.length - 1, false);
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('color', new Float32BufferAttribute(colours, 3));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  return geometry;
};
