import type { Arch, ToothForm, ToothKind, ToothType } from '../../scene/arch-layout';

/**
 * The shape of each kind of crown, as numbers the crown builder lofts. The crown's outline at each height is a
 * superellipse whose half width and half depth follow a bulge: narrow at the cervical line, widest at the height of
 * contour, narrowing again to the rim of the biting surface. The biting surface is a height field over the rim's
 * outline: cusps, ridges and grooves, in mm, with u along the tooth (+1 mesial, −1 distal) and v across it (+1
 * facial, −1 lingual).
 */
export interface CrownForm {
  /** Superellipse exponent of the outline: 2 an ellipse, higher boxier. */
  exponent: number;
  /** Half width and half depth at the cervical line, as fractions of the widest. */
  cervical: [number, number];
  /** Where along the wall (0 cervical, 1 rim) the width and the depth are greatest: the heights of contour. */
  contour: [number, number];
  /** Half width and half depth at the rim, as fractions of the widest. */
  rim: [number, number];
  /** Depth of the lingual fossa as a fraction of the half depth (incisors are shovel-shaped on the lingual). */
  fossa: number;
  /** Mesial shift of the outline per mm towards facial: upper molars are rhomboid from above. */
  skew: number;
  /**
   * How much of the narrowing towards the rim the lingual side takes (0.5 even): front teeth keep an upright facial
   * surface and slope lingually to a thin edge.
   */
  lean: number;
  /** The biting surface's height above its lowest point, in mm. */
  relief: (u: number, v: number) => number;
}

/** A cusp: a rounded cone, pointed at its tip, elongated along u by `ru` and across by `rv`. */
const cusp = (u: number, v: number, at: [number, number], height: number, ru = 0.4, rv = 0.4) =>
  height * Math.exp(-((((u - at[0]) / ru) ** 2 + ((v - at[1]) / rv) ** 2) ** 0.95));

/** A ridge along a segment, highest nowhere in particular, so the cusps it joins stay the tips. */
const ridge = (u: number, v: number, from: [number, number], to: [number, number], height: number, width = 0.14) => {
  const [dx, dv] = [to[0] - from[0], to[1] - from[1]];
  const t = Math.min(1, Math.max(0, ((u - from[0]) * dx + (v - from[1]) * dv) / (dx * dx + dv * dv)));
  const distance = Math.hypot(u - from[0] - t * dx, v - from[1] - t * dv);
  return height * (0.72 + 0.28 * (2 * t - 1) ** 2) * Math.exp(-((distance / width) ** 2));
};

interface Cusp {
  at: [number, number];
  height: number;
}

/**
 * A marginal ridge: from one cusp's tip round by `via` to another's, sinking steadily to `middle` halfway, so the
 * ridge has no tip of its own.
 */
const marginal = (u: number, v: number, from: Cusp, via: [number, number], to: Cusp, middle: number) => {
  let best = { distance: Infinity, s: 0 };
  (
    [
      [from.at, via],
      [via, to.at],
    ] as const
  ).forEach(([a, b], leg) => {
    const [dx, dv] = [b[0] - a[0], b[1] - a[1]];
    const t = Math.min(1, Math.max(0, ((u - a[0]) * dx + (v - a[1]) * dv) / (dx * dx + dv * dv)));
    const distance = Math.hypot(u - a[0] - t * dx, v - a[1] - t * dv);
    if (distance < best.distance) best = { distance, s: (leg + t) / 2 };
  });
  const along = from.height + (to.height - from.height) * best.s;
  const height = along + (middle - (from.height + to.height) / 2) * (1 - Math.abs(2 * best.s - 1));
  return height * Math.exp(-((best.distance / 0.2) ** 2));
};

/** A smooth maximum: grooves run where two slopes meet, as fissures do between cusps. */
const smoothMax = (values: number[], sharpness = 3.2) =>
  Math.log(values.reduce((sum, value) => sum + Math.exp(sharpness * value), 0)) / sharpness;

/** An incisal edge: straight, three faint mamelons, the mesial and distal corners dropping by their rounding. */
const incisalEdge =
  (mesial: [number, number], distal: [number, number]) =>
  (u: number, v: number): number => {
    const [mesialStart, mesialDrop] = mesial;
    const [distalStart, distalDrop] = distal;
    let corner = 0;
    if (u > mesialStart) corner = mesialDrop * ((u - mesialStart) / (1 - mesialStart)) ** 2;
    if (u < -distalStart) corner = distalDrop * ((-u - distalStart) / (1 - distalStart)) ** 2;
    return 2.4 + 0.1 * Math.cos(1.5 * Math.PI * u) ** 2 - corner - 0.35 * v * v;
  };

const incisor = (edge: CrownForm['relief'], fossa: number): CrownForm => ({
  exponent: 3,
  cervical: [0.78, 0.9],
  contour: [0.82, 0.15],
  rim: [0.97, 0.2],
  fossa,
  skew: 0,
  lean: 0.85,
  relief: edge,
});

const canine = (fossa: number): CrownForm => ({
  exponent: 2.6,
  cervical: [0.72, 0.88],
  contour: [0.7, 0.2],
  rim: [0.9, 0.3],
  fossa,
  skew: 0,
  lean: 0.8,
  // One pointed cusp, a little mesial, its ridges running down to the contacts: the distal one longer.
  relief: (u, v) => {
    const tip = 0.1;
    const slope = u > tip ? (u - tip) / (1 - tip) : (tip - u) / (1 + tip);
    return 3 * Math.max(0, 1 - slope) ** 1.15 - 0.4 * v * v;
  },
});

const premolar = (buccal: number, lingual: number, lingualAt: number, tipU = 0): CrownForm => ({
  exponent: 2.5,
  cervical: [0.74, 0.86],
  contour: [0.65, 0.35],
  rim: [0.84, 0.74],
  fossa: 0,
  skew: 0,
  lean: 0.55,
  relief: (u, v) => {
    const facial: Cusp = { at: [tipU, 0.42], height: buccal };
    const inner: Cusp = { at: [0, lingualAt], height: lingual };
    const middle = Math.min(buccal, lingual) * 0.5 + 0.3;
    return smoothMax([
      cusp(u, v, facial.at, buccal, 0.62, 0.42),
      cusp(u, v, inner.at, lingual, 0.5, 0.38),
      marginal(u, v, facial, [0.8, 0], inner, middle),
      marginal(u, v, facial, [-0.8, 0], inner, middle),
      0.15,
    ]);
  },
});

interface MolarOptions {
  skew?: number;
  /** The upper molars' oblique ridge, from the mesiolingual cusp (third) to the distobuccal one (second). */
  oblique?: boolean;
  exponent?: number;
  /** The cusps (by index) the mesial and the distal marginal ridge join, buccal first. */
  ridges?: [[number, number], [number, number]];
}

const molar = (cusps: Cusp[], options: MolarOptions = {}): CrownForm => ({
  exponent: options.exponent ?? 3,
  cervical: [0.8, 0.86],
  contour: [0.62, 0.4],
  rim: [0.86, 0.78],
  fossa: 0,
  skew: options.skew ?? 0,
  lean: 0.55,
  relief: (u, v) => {
    const heights = cusps.map((entry) => cusp(u, v, entry.at, entry.height));
    const [mesial, distal] = options.ridges ?? [
      [0, 2],
      [1, 3],
    ];
    heights.push(marginal(u, v, cusps[mesial[0]]!, [0.8, 0], cusps[mesial[1]]!, 1.05));
    heights.push(marginal(u, v, cusps[distal[0]]!, [-0.8, 0], cusps[distal[1]]!, 0.95));
    heights.push(0.1);
    if (options.oblique) heights.push(ridge(u, v, cusps[2]!.at, cusps[1]!.at, 1.25, 0.16));
    return smoothMax(heights);
  },
});

const forms: Record<Arch, Record<ToothKind, CrownForm>> = {
  upper: {
    'central-incisor': incisor(incisalEdge([0.78, 0.5], [0.62, 1.2]), 0.5),
    'lateral-incisor': incisor(incisalEdge([0.5, 1.4], [0.35, 2.4]), 0.55),
    canine: canine(0.3),
    'first-premolar': premolar(2.5, 1.8, -0.45, -0.1),
    'second-premolar': premolar(2.1, 1.9, -0.45),
    'first-molar': molar(
      [
        { at: [0.45, 0.47], height: 2 },
        { at: [-0.42, 0.5], height: 1.8 },
        { at: [0.36, -0.42], height: 2.3 },
        { at: [-0.5, -0.5], height: 1.3 },
      ],
      { skew: 0.1, oblique: true },
    ),
    'second-molar': molar(
      [
        { at: [0.45, 0.47], height: 2 },
        { at: [-0.4, 0.5], height: 1.7 },
        { at: [0.36, -0.4], height: 2.2 },
        { at: [-0.52, -0.52], height: 1.1 },
      ],
      { skew: 0.14, oblique: true },
    ),
    'third-molar': molar(
      [
        { at: [0.42, 0.45], height: 1.8 },
        { at: [-0.38, 0.48], height: 1.5 },
        { at: [0.3, -0.42], height: 2 },
        { at: [-0.45, -0.48], height: 0.95 },
      ],
      { skew: 0.1, oblique: true, exponent: 2.5 },
    ),
  },
  lower: {
    'central-incisor': incisor(incisalEdge([0.85, 0.35], [0.85, 0.45]), 0.25),
    'lateral-incisor': incisor(incisalEdge([0.8, 0.4], [0.7, 0.8]), 0.25),
    canine: canine(0.2),
    'first-premolar': premolar(2.4, 0.75, -0.58),
    'second-premolar': premolar(2.1, 1.6, -0.45),
    // Five cusps: three buccal (mesiobuccal, distobuccal, distal) and two lingual, the lingual ones the highest.
    'first-molar': molar(
      [
        { at: [0.55, 0.45], height: 1.8 },
        { at: [-0.05, 0.5], height: 1.7 },
        { at: [-0.64, 0.3], height: 1.35 },
        { at: [0.45, -0.45], height: 2.2 },
        { at: [-0.38, -0.47], height: 2.05 },
      ],
      {
        ridges: [
          [0, 3],
          [2, 4],
        ],
      },
    ),
    'second-molar': molar([
      { at: [0.45, 0.45], height: 1.8 },
      { at: [-0.45, 0.45], height: 1.7 },
      { at: [0.45, -0.45], height: 2.1 },
      { at: [-0.45, -0.45], height: 2 },
    ]),
    'third-molar': molar(
      [
        { at: [0.42, 0.42], height: 1.6 },
        { at: [-0.42, 0.42], height: 1.5 },
        { at: [0.42, -0.42], height: 1.9 },
        { at: [-0.42, -0.42], height: 1.8 },
      ],
      { exponent: 2.6 },
    ),
  },
};

const genericKinds: Record<ToothType, ToothKind> = {
  incisor: 'central-incisor',
  canine: 'canine',
  premolar: 'second-premolar',
  molar: 'first-molar',
};

/** The form a tooth is drawn with: its own when it has one, else the type's most common kind on a lower arch. */
export const formOf = (type: ToothType, form: ToothForm | undefined): ToothForm =>
  form ?? { kind: genericKinds[type], arch: 'lower', mesial: 1 };

export const crownFormOf = (form: ToothForm): CrownForm => forms[form.arch][form.kind];

const tallest = new Map<CrownForm, number>();

/** The relief's highest point (sampled once per form): the biting surface's base sits that far below the top. */
export const reliefTop = (crown: CrownForm): number => {
  const known = tallest.get(crown);
  if (known !== undefined) return known;
  let top = -Infinity;
  for (let i = -20; i <= 20; i += 1) {
    for (let j = -20; j <= 20; j += 1) top = Math.max(top, crown.relief(i / 20, j / 20));
  }
  tallest.set(crown, top);
  return top;
};
