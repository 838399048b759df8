import {
  ACESFilmicToneMapping,
  Color,
  DirectionalLight,
  HemisphereLight,
  type Material,
  Mesh,
  type Object3D,
  PMREMGenerator,
  PerspectiveCamera,
  Raycaster,
  Scene,
  Spherical,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import type { ArchScene } from '../scene/formula-scene';
import { buildArchGroup } from './arch-meshes';
import { type Materials, createMaterials, setSeeThrough } from './materials';
import { type RenderProfile, detectRenderProfile } from './render-profile';

const target = new Vector3(0, 0, -18);
const home = new Vector3(0, 10, 136);
const distance = { min: 50, max: 260 };

/**
 * A rendered dental arch on a canvas: scene, camera, lights and orbit controls. It draws only when something changed
 * (a control moved, the size changed), never in a loop. Throws from the constructor when WebGL is unavailable.
 */
export class ArchEngine {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(32, 1, 1, 1000);
  private readonly controls: OrbitControls;
  private readonly pickable: Object3D[] = [];
  private readonly raycaster = new Raycaster();
  private frame = 0;
  private readonly profile: RenderProfile = detectRenderProfile();
  private readonly materials: Materials;
  private seeingThrough = false;

  constructor(
    private readonly host: HTMLElement,
    archScene: ArchScene,
  ) {
    this.renderer = new WebGLRenderer({ antialias: this.profile.antialias, powerPreference: 'low-power' });
    this.renderer.toneMapping = ACESFilmicToneMapping;
    this.renderer.toneMappingExposure = 1.05;
    this.renderer.domElement.style.display = 'block';
    this.renderer.domElement.style.touchAction = 'none';
    host.appendChild(this.renderer.domElement);

    this.scene.background = new Color('#eef2f6');
    if (this.profile.environmentMap) {
      const environment = new PMREMGenerator(this.renderer);
      this.scene.environment = environment.fromScene(new RoomEnvironment(), 0.04).texture;
      this.scene.environmentIntensity = 0.4;
      environment.dispose();
    }

    // Without the environment's soft reflections the sky light fills in a little more.
    this.scene.add(new HemisphereLight('#ffffff', '#8a5a5a', this.profile.environmentMap ? 1.1 : 1.6));
    const key = new DirectionalLight('#fff6ea', 2.2);
    key.position.set(40, 70, 90);
    const fill = new DirectionalLight('#e6efff', 0.9);
    fill.position.set(-70, -20, 40);
    this.scene.add(key, fill);

    this.materials = createMaterials({ reflections: this.profile.environmentMap });
    const arch = buildArchGroup(archScene, this.materials);
    this.scene.add(arch);
    arch.traverse((object) => {
      if (object instanceof Mesh && object.userData.tooth) this.pickable.push(object);
    });

    this.camera.position.copy(home);
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.target.copy(target);
    this.controls.enablePan = false;
    this.controls.minDistance = distance.min;
    this.controls.maxDistance = distance.max;
    this.controls.rotateSpeed = 0.7;
    this.controls.update();
    this.controls.saveState();
    this.controls.addEventListener('change', this.requestRender);
    this.resize();
  }

  /** Draws on the next animation frame, once however many changes arrive before it. */
  readonly requestRender = (): void => {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.renderer.render(this.scene, this.camera);
    });
  };

  /** Fits the canvas to its host; a phone, or a browser drawing on the CPU, gets a lower pixel ratio to stay smooth. */
  resize(): void {
    const width = Math.max(1, this.host.clientWidth);
    const height = Math.max(1, this.host.clientHeight);
    const ratio = Math.min(window.devicePixelRatio || 1, width < 600 ? 1.5 : 2, this.profile.maxPixelRatio);
    this.renderer.setPixelRatio(ratio);
    this.renderer.setSize(width, height);
    this.camera.aspect = width / height;
    // A narrow canvas sees the arch from further away so both ends stay in the picture.
    this.camera.fov = width / height < 1 ? 32 / Math.max(0.62, width / height) : 32;
    this.camera.updateProjectionMatrix();
    this.renderer.render(this.scene, this.camera);
  }

  /** Makes the gums and natural teeth translucent (or solid again), so roots, canals and implant screws show. */
  setSeeThrough(on: boolean): void {
    if (on === this.seeingThrough) return;
    this.seeingThrough = on;
    setSeeThrough(this.materials, on);
    this.requestRender();
  }

  /** Turns the view around the arch (radians): left/right about the vertical, up/down over it. */
  rotate(horizontal: number, vertical: number): void {
    this.moveCamera((spherical) => {
      spherical.theta += horizontal;
      spherical.phi = Math.min(Math.PI - 0.1, Math.max(0.1, spherical.phi + vertical));
    });
  }

  /** Moves closer (factor < 1) or further away (factor > 1). */
  zoom(factor: number): void {
    this.moveCamera((spherical) => {
      spherical.radius = Math.min(distance.max, Math.max(distance.min, spherical.radius * factor));
    });
  }

  reset(): void {
    this.controls.reset();
    this.requestRender();
  }

  /** The tooth under a point of the canvas (client coordinates), or null. */
  pick(clientX: number, clientY: number): number | null {
    const rect = this.renderer.domElement.getBoundingClientRect();
    const pointer = new Vector2(
      ((clientX - rect.left) / rect.width) * 2 - 1,
      -((clientY - rect.top) / rect.height) * 2 + 1,
    );
    this.raycaster.setFromCamera(pointer, this.camera);
    const hit = this.raycaster.intersectObjects(this.pickable, false)[0];
    return hit ? (hit.object.userData.tooth as number) : null;
  }

  get canvas(): HTMLCanvasElement {
    return this.renderer.domElement;
  }

  dispose(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.controls.removeEventListener('change', this.requestRender);
    this.controls.dispose();
    const materials = new Set<Material>();
    this.scene.traverse((object) => {
      if (object instanceof Mesh) {
        object.geometry.dispose();
        (Array.isArray(object.material) ? object.material : [object.material]).forEach((m) => materials.add(m));
      }
    });
    materials.forEach((material) => material.dispose());
    this.scene.environment?.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    this.renderer.domElement.remove();
  }

  private moveCamera(change: (spherical: Spherical) => void): void {
    const offset = this.camera.position.clone().sub(this.controls.target);
    const spherical = new Spherical().setFromVector3(offset);
    change(spherical);
    this.camera.position.copy(this.controls.target).add(new Vector3().setFromSpherical(spherical));
    this.controls.update();
    this.requestRender();
  }
}
