import { type Group, type Object3D, type PerspectiveCamera, Vector3 } from 'three';
import { type Arch, archGap } from '../scene/arch-layout';
import type { CameraView } from '../scene/first-view';
import type { ArchScene } from '../scene/formula-scene';

/**
 * Where the camera stands for each named view and how far away: far enough that the teeth of the jaws it shows fill
 * the picture (with a small margin), computed from the crowns' corners and the camera's field of view and aspect.
 */

/** Direction from the arch to the camera for each view; x is the patient's left, y up, z out of the mouth. */
const directions: Record<CameraView, Vector3> = {
  front: new Vector3(0, 0.1, 1).normalize(),
  // Under the upper arch looking up at its biting surfaces, a little from the front.
  upper: new Vector3(0, -0.87, 0.5).normalize(),
  // Above the lower arch looking down at its biting surfaces.
  lower: new Vector3(0, 0.87, 0.5).normalize(),
  left: new Vector3(0.92, 0.08, 0.38).normalize(),
  right: new Vector3(-0.92, 0.08, 0.38).normalize(),
};

/** The jaws each view shows: an occlusal view hides the other jaw, which would stand in front of it. */
export const jawsShown = (view: CameraView): Arch[] =>
  view === 'upper' || view === 'lower' ? [view] : ['upper', 'lower'];

/** Share of the picture's width and height the teeth may take; the rest is margin (less needed above and below). */
const fill = { across: 0.94, up: 0.97 };
/** A little gum beyond each crown's cervical line stays in the picture. */
const gumMargin = 2.5;

export interface Jaw {
  /** The arch's top-level group (hidden in the other arch's occlusal view). */
  group: Object3D;
  /** The group whose local frame is the layout's (teeth placed by placeTooth), under the hinge that opens the mouth. */
  frame: Object3D;
}

/** The jaws of a built arch, told apart by the `userData.tooth` of their meshes. */
export const findJaws = (root: Object3D): Record<Arch, Jaw | null> => {
  const jaws: Record<Arch, Jaw | null> = { upper: null, lower: null };
  for (const group of root.children) {
    let tooth: number | undefined;
    group.traverse((object) => {
      if (tooth === undefined && typeof object.userData.tooth === 'number') tooth = object.userData.tooth as number;
    });
    if (tooth !== undefined) {
      jaws[Math.floor(tooth / 10) <= 2 ? 'upper' : 'lower'] = { group, frame: group.children[0] ?? group };
    }
  }
  return jaws;
};

/** Corners of each crown (mesial and distal, at the biting edge and just past the gum line), in world space. */
export const crownPoints = (scene: ArchScene, root: Group, arches: Arch[]): Vector3[] => {
  root.updateMatrixWorld(true);
  const jaws = findJaws(root);
  const points: Vector3[] = [];
  for (const tooth of scene.teeth) {
    const jaw = jaws[tooth.arch];
    if (!arches.includes(tooth.arch) || !jaw) continue;
    const sign = tooth.arch === 'upper' ? 1 : -1;
    const { x, z } = tooth.position;
    const half = tooth.size.width / 2;
    const tx = Math.cos(tooth.rotationY) * half;
    const tz = -Math.sin(tooth.rotationY) * half;
    const fx = Math.sin(tooth.rotationY) * (tooth.size.depth / 2);
    const fz = Math.cos(tooth.rotationY) * (tooth.size.depth / 2);
    for (const y of [sign * archGap, sign * (archGap + tooth.size.crownHeight + gumMargin)]) {
      for (const along of [-1, 1]) {
        for (const across of [-1, 1]) {
          points.push(
            jaw.frame.localToWorld(new Vector3(x + along * tx + across * fx, y, z + along * tz + across * fz)),
          );
        }
      }
    }
  }
  return points;
};

export interface CameraPose {
  target: Vector3;
  position: Vector3;
}

/**
 * The pose that looks at the points from a view's direction, as close as it can while every point stays inside the
 * picture. For each point at (x, y) across the picture and z towards the camera from the target, the camera at
 * distance d sees it at x / (d − z) of the way to the edge, so d ≥ |x| / tan(half fov) + z; the largest bound wins.
 */
export const fitPose = (points: Vector3[], view: CameraView, camera: PerspectiveCamera): CameraPose => {
  const back = directions[view].clone();
  const right = new Vector3(0, 1, 0).cross(back).normalize();
  const up = back.clone().cross(right).normalize();
  const tanHalfFov = Math.tan(((camera.fov / 2) * Math.PI) / 180);
  const tanY = tanHalfFov * fill.up;
  const tanX = tanHalfFov * camera.aspect * fill.across;
  if (points.length === 0) return { target: new Vector3(), position: back.multiplyScalar(150) };
  const range = (values: number[]) => [Math.min(...values), Math.max(...values)] as const;
  // Start at the middle of the points' extent across and up the view.
  const [left, rightmost] = range(points.map((point) => point.dot(right)));
  const [bottom, top] = range(points.map((point) => point.dot(up)));
  const [near, far] = range(points.map((point) => point.dot(back)));
  const centre = new Vector3()
    .addScaledVector(right, (left + rightmost) / 2)
    .addScaledVector(up, (bottom + top) / 2)
    .addScaledVector(back, (near + far) / 2);
  let distance = 0;
  // Nearer points look bigger: after the first fit, shift the target so the picture's margins even out, and refit.
  for (let round = 0; round < 3; round += 1) {
    distance = 0;
    for (const point of points) {
      const offset = point.clone().sub(centre);
      const z = offset.dot(back);
      distance = Math.max(distance, Math.abs(offset.dot(right)) / tanX + z, Math.abs(offset.dot(up)) / tanY + z);
    }
    const seen = points.map((point) => {
      const offset = point.clone().sub(centre);
      const depth = distance - offset.dot(back);
      return { x: offset.dot(right) / depth, y: offset.dot(up) / depth };
    });
    const [minX, maxX] = range(seen.map((point) => point.x));
    const [minY, maxY] = range(seen.map((point) => point.y));
    centre.addScaledVector(right, ((minX + maxX) / 2) * distance).addScaledVector(up, ((minY + maxY) / 2) * distance);
  }
  return { target: centre, position: centre.clone().addScaledVector(back, distance) };
};
