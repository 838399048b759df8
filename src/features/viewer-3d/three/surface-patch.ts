import {
  type BufferGeometry,
  CatmullRomCurve3,
  type Color,
  DoubleSide,
  Float32BufferAttribute,
  BufferGeometry as Geometry,
  Mesh,
  MeshBasicMaterial,
  Raycaster,
  TubeGeometry,
  Vector3,
} from 'three';

/**
 * Patches that lie on a tooth's surface whatever its shape: rays cast at the tooth's geometry find the surface, so a
 * filling follows the cusps of a molar or the curve of an incisor's face, and a margin line hugs a crown.
 */

const probe = new MeshBasicMaterial({ side: DoubleSide });
const raycaster = new Raycaster();

/** Where a ray from `from` along `direction` first meets the surface, lifted back by `lift`; null on a miss. */
const hit = (target: Mesh, from: Vector3, direction: Vector3, lift: number): Vector3 | null => {
  raycaster.set(from, direction);
  const first = raycaster.intersectObject(target, false)[0];
  return first ? first.point.clone().addScaledVector(direction, -lift) : null;
};

export interface PatchFrame {
  /** A point in front of the surface, on the patch's axis. */
  origin: Vector3;
  /** Into the surface. */
  direction: Vector3;
  /** The patch's two axes across the surface, with its half sizes along them. */
  u: Vector3;
  v: Vector3;
  radii: [number, number];
  /** Outline of the patch: its radius (1 = the radii) at an angle. */
  shape?: (angle: number) => number;
}

export interface SurfacePatch {
  geometry: BufferGeometry;
  /** The patch's rim, on the surface, for an outline. */
  rim: Vector3[];
}

const rings = 6;
const segments = 28;

/**
 * A sheet on `surface`, `lift` mm off it: a centre point and rings around it out to the frame's radii. `colourAt`
 * colours each vertex by its distance from the centre (0–1). Points whose ray misses keep the previous ring's point.
 */
export const surfacePatch = (
  surface: BufferGeometry,
  frame: PatchFrame,
  lift: number,
  colourAt?: (fromCentre: number) => Color,
): SurfacePatch => {
  const target = new Mesh(surface, probe);
  const shape = frame.shape ?? (() => 1);
  const onSurface = (ring: number, angle: number): Vector3 | null => {
    const r = ring / rings;
    const radius = r * shape(angle);
    const from = frame.origin
      .clone()
      .addScaledVector(frame.u, Math.cos(angle) * frame.radii[0] * radius)
      .addScaledVector(frame.v, Math.sin(angle) * frame.radii[1] * radius);
    return hit(target, from, frame.direction, lift);
  };
  const centre = onSurface(0, 0) ?? frame.origin.clone();
  const points: Vector3[] = [centre];
  let previous: Vector3[] = Array.from({ length: segments }, () => centre);
  for (let ring = 1; ring <= rings; ring += 1) {
    const current = Array.from(
      { length: segments },
      (_, index) => onSurface(ring, (index / segments) * Math.PI * 2) ?? previous[index]!,
    );
    points.push(...current);
    previous = current;
  }
  const indices: number[] = [];
  for (let index = 0; index < segments; index += 1) indices.push(0, 1 + index, 1 + ((index + 1) % segments));
  for (let ring = 0; ring < rings - 1; ring += 1) {
    const start = 1 + ring * segments;
    for (let index = 0; index < segments; index += 1) {
      const next = (index + 1) % segments;
      const a = start + index;
      const b = start + next;
      indices.push(a, a + segments, b, b, a + segments, b + segments);
    }
  }
  // The winding above faces `-direction` when u × v points along it; flip it otherwise.
  if (new Vector3().crossVectors(frame.u, frame.v).dot(frame.direction) > 0) {
    for (let index = 0; index < indices.length; index += 3) {
      [indices[index + 1], indices[index + 2]] = [indices[index + 2]!, indices[index + 1]!];
    }
  }
  const geometry = new Geometry();
  geometry.setAttribute(
    'position',
    new Float32BufferAttribute(
      points.flatMap((point) => point.toArray()),
      3,
    ),
  );
  if (colourAt) {
    const colours = points.map((_, index) => colourAt(index === 0 ? 0 : Math.ceil(index / segments) / rings));
    geometry.setAttribute(
      'color',
      new Float32BufferAttribute(
        colours.flatMap((colour) => colour.toArray()),
        3,
      ),
    );
  }
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  return { geometry, rim: previous };
};

/** A thin tube through closed-loop points: the outline of a filling, the margin of a crown. */
export const outline = (points: Vector3[], radius: number): BufferGeometry =>
  new TubeGeometry(new CatmullRomCurve3(points, true), points.length * 2, radius, 5, true);

/** Points around a surface at height y, found by rays from outside towards the axis, `lift` mm off the surface. */
export const ringAround = (surface: BufferGeometry, y: number, count: number, lift: number): Vector3[] => {
  const target = new Mesh(surface, probe);
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2;
    const direction = new Vector3(-Math.cos(angle), 0, -Math.sin(angle));
    const from = new Vector3(0, y, 0).addScaledVector(direction, -40);
    return hit(target, from, direction, lift) ?? new Vector3(0, y, 0);
  });
};
