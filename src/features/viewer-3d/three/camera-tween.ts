import { type PerspectiveCamera, Spherical, Vector3 } from 'three';
import type { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { CameraPose } from './camera-fit';

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * A short camera move to a pose: the target slides, the camera swings around it (angles and distance eased), one
 * picture per animation frame until it arrives, then nothing more is drawn.
 */
export class CameraTween {
  private frame = 0;

  constructor(
    private readonly camera: PerspectiveCamera,
    private readonly controls: OrbitControls,
    private readonly draw: () => void,
  ) {}

  start(pose: CameraPose, durationMs: number): void {
    this.stop();
    const fromTarget = this.controls.target.clone();
    const from = new Spherical().setFromVector3(this.camera.position.clone().sub(fromTarget));
    const to = new Spherical().setFromVector3(pose.position.clone().sub(pose.target));
    // The short way round.
    let turn = to.theta - from.theta;
    if (turn > Math.PI) turn -= 2 * Math.PI;
    if (turn < -Math.PI) turn += 2 * Math.PI;
    const began = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / durationMs);
      const k = ease(t);
      const target = fromTarget.clone().lerp(pose.target, k);
      const at = new Spherical(
        from.radius + (to.radius - from.radius) * k,
        from.phi + (to.phi - from.phi) * k,
        from.theta + turn * k,
      );
      this.controls.target.copy(target);
      this.camera.position.copy(target).add(new Vector3().setFromSpherical(at));
      this.controls.update();
      this.draw();
      this.frame = t < 1 ? requestAnimationFrame(step) : 0;
    };
    this.frame = requestAnimationFrame(step);
  }

  stop(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
  }
}
