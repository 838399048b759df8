import {
  Color,
  DirectionalLight,
  HemisphereLight,
  PMREMGenerator,
  type PerspectiveCamera,
  type Scene,
  type WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';

/** The background, the sky light, and a key and a fill light that go with the camera; the room's reflections if wanted. */
export const light = (scene: Scene, camera: PerspectiveCamera, renderer: WebGLRenderer, reflections: boolean) => {
  scene.background = new Color('#eef2f6');
  if (reflections) {
    const environment = new PMREMGenerator(renderer);
    scene.environment = environment.fromScene(new RoomEnvironment(), 0.04).texture;
    scene.environmentIntensity = 0.4;
    environment.dispose();
  }
  // Without the environment's soft reflections the sky light fills in a little more.
  scene.add(new HemisphereLight('#ffffff', '#8a5a5a', reflections ? 1.1 : 1.6));
  // In the camera's frame, so a view from below or from the side is lit as well as the front.
  const key = new DirectionalLight('#fff6ea', 2.2);
  key.position.set(40, 70, 90);
  const fill = new DirectionalLight('#e6efff', 0.9);
  fill.position.set(-70, -20, 40);
  key.target.position.set(0, 0, -100);
  fill.target.position.set(0, 0, -100);
  camera.add(key, fill, key.target, fill.target);
  scene.add(camera);
};
