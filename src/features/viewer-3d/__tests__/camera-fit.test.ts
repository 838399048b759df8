import { PerspectiveCamera } from 'three';
import { cameraViews } from '../scene/first-view';
import { buildArchScene } from '../scene/formula-scene';
import { buildArchGroup } from '../three/arch-meshes';
import { crownPoints, fitPose, jawsShown } from '../three/camera-fit';
import { createMaterials } from '../three/materials';

const scene = buildArchScene({ teeth: [], bridges: [] }, 'after');
const arch = buildArchGroup(scene, createMaterials({ reflections: false }));

/** Where the crown corners of a view's jaws land in the picture (normalized device coordinates, ±1 at the edges). */
const projected = (view: (typeof cameraViews)[number], aspect: number) => {
  const camera = new PerspectiveCamera(30, aspect, 1, 2000);
  const points = crownPoints(scene, arch, jawsShown(view));
  const pose = fitPose(points, view, camera);
  camera.position.copy(pose.position);
  camera.lookAt(pose.target);
  camera.updateMatrixWorld(true);
  return points.map((point) => point.clone().project(camera));
};

describe('the camera fit', () => {
  // A 4:3 desktop canvas, a phone's 343 × 300 and one half of the side-by-side view.
  describe.each([4 / 3, 343 / 300, 1])('at aspect %f', (aspect) => {
    it.each(cameraViews)('keeps every crown of the %s view inside the picture and fills it', (view) => {
      const points = projected(view, aspect);
      const across = Math.max(...points.map((point) => Math.abs(point.x)));
      const up = Math.max(...points.map((point) => Math.abs(point.y)));
      expect(across).toBeLessThanOrEqual(1);
      expect(up).toBeLessThanOrEqual(1);
      // Tight in one direction at least: the crowns reach within a few per cent of two opposite edges.
      expect(Math.max(across, up)).toBeGreaterThan(0.9);
    });
  });
});
