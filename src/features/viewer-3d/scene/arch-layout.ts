import { archOf, lowerArch, upperArch } from '@contract/rules/dental-formula';

/**
 * Where each permanent tooth stands, in millimetres: x to the patient's left (the viewer's right when facing the
 * patient), y up (the occlusal plane is y = 0, upper crowns point down), z forward (out of the mouth). Teeth follow a
 * parabolic arch, placed by arc length with their real mesiodistal widths, so incisors sit at the front and molars
 * at the back. Pure numbers: the three.js viewer turns them into meshes.
 */

export type ToothType = 'incisor' | 'canine' | 'premolar' | 'molar';
export type Arch = 'upper' | 'lower';
/** The finer kind of a tooth, by its position 1–8 from the midline. */
export type ToothKind =
  | 'central-incisor'
  | 'lateral-incisor'
  | 'canine'
  | 'first-premolar'
  | 'second-premolar'
  | 'first-molar'
  | 'second-molar'
  | 'third-molar';

const kinds: readonly ToothKind[] = [
  'central-incisor',
  'lateral-incisor',
  'canine',
  'first-premolar',
  'second-premolar',
  'first-molar',
  'second-molar',
  'third-molar',
];

/**
 * Which tooth a shape is for: its kind, its arch (upper molars have three roots, lower ones two) and which way its
 * mesial side (towards the midline) points along x of the geometry's own frame, +1 or −1, so left and right teeth
 * come out as mirror images.
 */
export interface ToothForm {
  kind: ToothKind;
  arch: Arch;
  mesial: 1 | -1;
}

export interface ToothSize {
  /** Mesiodistal width of the crown. */
  width: number;
  /** Buccolingual (labiolingual) depth of the crown. */
  depth: number;
  crownHeight: number;
  rootLength: number;
  /** The placed tooth's form; a size without it is drawn as a generic tooth of its type. */
  form?: ToothForm;
}

/** Position from the midline, 1–8, to the tooth type. */
export const toothTypeOf = (tooth: number): ToothType => {
  const position = tooth % 10;
  if (position <= 2) return 'incisor';
  if (position === 3) return 'canine';
  if (position <= 5) return 'premolar';
  return 'molar';
};

// Average adult crown dimensions (mm), by position 1–8 from the midline.
const sizes: Record<Arch, ToothSize[]> = {
  upper: [
    { width: 8.6, depth: 7.0, crownHeight: 10.5, rootLength: 13 },
    { width: 6.6, depth: 6.2, crownHeight: 9.0, rootLength: 13 },
    { width: 7.6, depth: 8.0, crownHeight: 10.0, rootLength: 17 },
    { width: 7.0, depth: 9.0, crownHeight: 8.5, rootLength: 14 },
    { width: 6.6, depth: 9.0, crownHeight: 7.8, rootLength: 14 },
    { width: 10.2, depth: 11.0, crownHeight: 7.5, rootLength: 12.5 },
    { width: 9.2, depth: 10.8, crownHeight: 7.0, rootLength: 12 },
    { width: 8.6, depth: 10.0, crownHeight: 6.5, rootLength: 11 },
  ],
  lower: [
    { width: 5.3, depth: 5.9, crownHeight: 9.0, rootLength: 12.5 },
    { width: 5.8, depth: 6.2, crownHeight: 9.5, rootLength: 14 },
    { width: 6.9, depth: 7.6, crownHeight: 10.5, rootLength: 16 },
    { width: 7.0, depth: 7.8, crownHeight: 8.2, rootLength: 14 },
    { width: 7.2, depth: 8.2, crownHeight: 7.8, rootLength: 14.5 },
    { width: 11.0, depth: 10.4, crownHeight: 7.5, rootLength: 14 },
    { width: 10.4, depth: 10.0, crownHeight: 7.0, rootLength: 13 },
    { width: 10.0, depth: 9.6, crownHeight: 6.5, rootLength: 11 },
  ],
};

export const toothKindOf = (tooth: number): ToothKind => kinds[(tooth % 10) - 1]!;

/**
 * The geometry's x runs the same way for all teeth of one side; the upper teeth are then turned crown-down about z,
 * which mirrors x once more. So mesial is +x for quadrants 2 and 4 and −x for 1 and 3.
 */
const mesialOf = (tooth: number): 1 | -1 => (Math.floor(tooth / 10) % 2 === 0 ? 1 : -1);

export const toothSizeOf = (tooth: number): ToothSize => {
  const arch = archOf(tooth);
  return { ...sizes[arch][(tooth % 10) - 1]!, form: { kind: toothKindOf(tooth), arch, mesial: mesialOf(tooth) } };
};

/** Half the arch's width at the distal of the third molars, and how far the front sits ahead of them. */
interface ArchCurve {
  halfWidth: number;
  /** z of the midline (front) point. */
  front: number;
  depth: number;
}

const halfWidths: Record<Arch, number> = { upper: 27.5, lower: 25.5 };
/** The lower incisors stand behind the upper ones (overjet), the molars interlock. */
const fronts: Record<Arch, number> = { upper: 0, lower: -2.2 };
/** Half the vertical gap between the arches, so both occlusal surfaces can be seen. */
export const archGap = 1.2;

/** Half the arch's length along its curve: the sum of one side's crown widths. */
export const archLength = (arch: Arch): number => sizes[arch].reduce((sum, size) => sum + size.width, 0);

/** z of the parabola z = front − depth·(x / halfWidth)² and its arc length from the midline to x. */
const curveZ = (curve: ArchCurve, x: number) => curve.front - curve.depth * (x / curve.halfWidth) ** 2;
const slope = (curve: ArchCurve, x: number) => (-2 * curve.depth * x) / curve.halfWidth ** 2;

const steps = 400;
const arcLengthTo = (curve: ArchCurve, x: number): number => {
  let length = 0;
  const dx = x / steps;
  for (let step = 0; step < steps; step += 1) {
    const mid = (step + 0.5) * dx;
    length += Math.hypot(dx, slope(curve, mid) * dx);
  }
  return length;
};

/** x at which the arc length from the midline reaches `length` (bisection; the arc grows with x). */
const xAtArcLength = (curve: ArchCurve, length: number): number => {
  let low = 0;
  let high = curve.halfWidth * 3;
  for (let round = 0; round < 50; round += 1) {
    const mid = (low + high) / 2;
    if (arcLengthTo(curve, mid) < length) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
};

/** The depth that makes the half arch as long as its teeth are wide, ending at the third molars' distal. */
const solveCurve = (arch: Arch): ArchCurve => {
  const halfWidth = halfWidths[arch];
  const target = archLength(arch);
  let low = 0;
  let high = 200;
  for (let round = 0; round < 60; round += 1) {
    const depth = (low + high) / 2;
    if (arcLengthTo({ halfWidth, front: 0, depth }, halfWidth) < target) low = depth;
    else high = depth;
  }
  return { halfWidth, front: fronts[arch], depth: (low + high) / 2 };
};

const curves: Record<Arch, ArchCurve> = { upper: solveCurve('upper'), lower: solveCurve('lower') };

export interface ToothPlacement {
  arch: Arch;
  /** The patient's side: quadrants 1 and 4 are right (x < 0), 2 and 3 left (x > 0). */
  side: 'right' | 'left';
  type: ToothType;
  kind: ToothKind;
  size: ToothSize;
  /** The crown's centre at the gum line (mm). */
  position: { x: number; y: number; z: number };
  /** Radians about y that turn the tooth's facial side (+z) outwards, square to the arch. */
  rotationY: number;
  /** Radians about the tooth's own x axis: incisors lean forward (labial crown torque). */
  tilt: number;
}

const sideOf = (tooth: number): 'right' | 'left' => {
  const quadrant = Math.floor(tooth / 10);
  return quadrant === 1 || quadrant === 4 ? 'right' : 'left';
};

const tilts: Record<Arch, number[]> = {
  upper: [0.3, 0.26, 0.14, 0.06, 0.04, 0, 0, 0],
  lower: [0.2, 0.18, 0.1, 0.02, 0, -0.04, -0.06, -0.08],
};

const placements = new Map<number, ToothPlacement>();

/** Placement of one tooth (computed once, then remembered); `tooth` must be a valid FDI number. */
export const placeTooth = (tooth: number): ToothPlacement => {
  const known = placements.get(tooth);
  if (known) return known;
  const arch = archOf(tooth);
  const index = (tooth % 10) - 1;
  const size = toothSizeOf(tooth);
  const before = sizes[arch].slice(0, index).reduce((sum, s) => sum + s.width, 0);
  const curve = curves[arch];
  const magnitude = xAtArcLength(curve, before + size.width / 2);
  const side = sideOf(tooth);
  const x = side === 'right' ? -magnitude : magnitude;
  // Outward normal of the curve: (−dz/dx, 1), so the facial side faces forward at the front and sideways at the back.
  const rotationY = Math.atan2(-slope(curve, x), 1);
  const y = arch === 'upper' ? archGap + size.crownHeight : -archGap - size.crownHeight;
  const placement: ToothPlacement = {
    arch,
    side,
    type: toothTypeOf(tooth),
    kind: toothKindOf(tooth),
    size,
    position: { x, y, z: curveZ(curve, x) },
    rotationY,
    tilt: tilts[arch][index]!,
  };
  placements.set(tooth, placement);
  return placement;
};

/**
 * Points along an arch's curve from the patient's right end to the left end, evenly spaced along the curve (so the
 * molars get as many as the incisors), reaching `beyond` mm past the third molars' distal surfaces. For the gums.
 */
export const archCurvePoints = (
  arch: Arch,
  count: number,
  beyond = 1,
): { x: number; z: number; normalAngle: number }[] => {
  const curve = curves[arch];
  const half = archLength(arch) + beyond;
  // Arc lengths on a fine grid of x, read backwards: thousands of bisections would take a noticeable moment.
  const end = xAtArcLength(curve, half);
  const grid = 2000;
  const lengths = [0];
  for (let step = 1; step <= grid; step += 1) {
    const [a, b] = [((step - 1) / grid) * end, (step / grid) * end];
    lengths.push(lengths[step - 1]! + Math.hypot(b - a, curveZ(curve, b) - curveZ(curve, a)));
  }
  const xAt = (length: number) => {
    const step = Math.max(
      1,
      lengths.findIndex((entry) => entry >= length),
    );
    const share = (length - lengths[step - 1]!) / (lengths[step]! - lengths[step - 1]! || 1);
    return ((step - 1 + Math.min(1, share)) / grid) * end;
  };
  return Array.from({ length: count }, (_, index) => {
    const along = -half + (2 * half * index) / (count - 1);
    const x = Math.sign(along) * xAt(Math.abs(along));
    return { x, z: curveZ(curve, x), normalAngle: Math.atan2(-slope(curve, x), 1) };
  });
};

/** The teeth of an arch in standing order, from the patient's right to left. */
export const archTeeth = (arch: Arch): readonly number[] => (arch === 'upper' ? upperArch : lowerArch);
