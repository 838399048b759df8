import { type Camera, type Object3D, Vector3 } from 'three';
import type { SceneTooth } from '../scene/formula-scene';
import type { Jaw } from './camera-fit';
import { archGap } from '../scene/arch-layout';

/** Where a tooth shows on the canvas, in CSS pixels from its top left corner. */
export interface ToothOnScreen {
  tooth: number;
  /** The crown's centre. */
  x: number;
  y: number;
  /** Where its label goes: just beyond the crown, out of the arch or away from the biting surface. */
  labelX: number;
  labelY: number;
  /** Distance from the camera (nearer labels win an overlap). */
  depth: number;
  /** The crown faces the camera (its outer or biting side) and stands inside the picture. */
  visible: boolean;
}

/** The object and all its ancestors are visible. */
export const isShown = (object: Object3D | null): boolean => !object || (object.visible && isShown(object.parent));

const project = (point: Vector3, camera: Camera, width: number, height: number) => {
  const ndc = point.clone().project(camera);
  return {
    x: ((ndc.x + 1) / 2) * width,
    y: ((1 - ndc.y) / 2) * height,
    inside: Math.abs(ndc.x) <= 1 && Math.abs(ndc.y) <= 1 && ndc.z < 1,
  };
};

/** Projects teeth of the scene onto a canvas of the given CSS size; teeth of a hidden jaw are not visible. */
export const teethOnScreen = (
  teeth: SceneTooth[],
  jaws: Record<'upper' | 'lower', Jaw | null>,
  camera: Camera,
  width: number,
  height: number,
): ToothOnScreen[] =>
  teeth.map((tooth) => {
    const jaw = jaws[tooth.arch];
    const sign = tooth.arch === 'upper' ? 1 : -1;
    const { x, z } = tooth.position;
    const facial = new Vector3(Math.sin(tooth.rotationY), 0, Math.cos(tooth.rotationY));
    // The crown's biting third: on the picture from the front as from above or below.
    const crownY = sign * (archGap + tooth.size.crownHeight * 0.3);
    const local = new Vector3(x, crownY, z);
    if (!jaw) return { tooth: tooth.tooth, x: 0, y: 0, labelX: 0, labelY: 0, depth: 0, visible: false };
    const frame = jaw.frame;
    // The label goes out of the arch or away from the biting surface, whichever shows as the longer step on the
    // picture: out of the arch seen from above or below (away from the biting surface would there look like the next
    // tooth), away from the biting surface seen from the front (out of the arch would there cover the crown).
    const candidates = [
      local.clone().addScaledVector(facial, tooth.size.depth / 2 + 4),
      local.clone().add(new Vector3(0, sign * (tooth.size.crownHeight * 0.7 + 4), 0)),
    ].map((point) => project(frame.localToWorld(point), camera, width, height));
    const centre = frame.localToWorld(local.clone());
    const toCamera = camera.position.clone().sub(centre).normalize();
    const outward = frame.localToWorld(local.clone().add(facial)).sub(centre);
    const biting = frame.localToWorld(local.clone().add(new Vector3(0, -sign, 0))).sub(centre);
    const faces = outward.dot(toCamera) > 0.05 || biting.dot(toCamera) > 0.05;
    const onScreen = project(centre, camera, width, height);
    const step = (point: { x: number; y: number }) => Math.hypot(point.x - onScreen.x, point.y - onScreen.y);
    const label = candidates.reduce((best, point) => (step(point) > step(best) ? point : best));
    return {
      tooth: tooth.tooth,
      x: onScreen.x,
      y: onScreen.y,
      labelX: label.x,
      labelY: label.y,
      depth: camera.position.distanceTo(centre),
      visible: jaw.group.visible && faces && onScreen.inside,
    };
  });
