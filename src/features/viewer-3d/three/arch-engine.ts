import {
  ACESFilmicToneMapping,
  type Group,
  Mesh,
  type Object3D,
  PerspectiveCamera,
  Raycaster,
  Scene,
  Spherical,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { CameraView } from '../scene/first-view';
import type { ArchScene } from '../scene/formula-scene';
import { buildArchGroup } from './arch-meshes';
import { CameraTween } from './camera-tween';
import { type CameraPose, type Jaw, crownPoints, findJaws, fitPose, jawsShown } from './camera-fit';
import { type Materials, createMaterials, setSeeThrough } from './materials';
import { type RenderProfile, detectRenderProfile, pixelRatioFor } from './render-profile';
import { light } from './lighting';
import { type ToothOnScreen, isShown, teethOnScreen } from './tooth-anchors';
import { ToothHighlight } from './tooth-highlight';
import { copyCanvas, releaseScene } from './canvas-resources';

export interface ArchEngineOptions {
  /** The view of the first picture, and of reset. */
  view?: CameraView;
  /** Camera moves jump instead of animating. */
  reducedMotion?: boolean;
  /** Called after every picture drawn (labels follow the teeth). */
  onRender?: () => void;
}

/**
 * A rendered dental arch on a canvas: scene, camera, lights and orbit controls. It draws only when something changed
 * (a control moved, the size changed, a camera move is under way), never in an idle loop. Throws from the constructor
 * when WebGL is unavailable.
 */
export class ArchEngine {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(30, 1, 1, 2000);
  private readonly controls: OrbitControls;
  private readonly raycaster = new Raycaster();
  private readonly profile: RenderProfile = detectRenderProfile();
  private readonly materials: Materials;
  private seeingThrough = false;
  private readonly highlight = new ToothHighlight();
  private readonly tween: CameraTween;
  private archScene: ArchScene;
  private arch: Group;
  private jaws: Record<'upper' | 'lower', Jaw | null>;
  private pickable: Object3D[] = [];
  private frame = 0;
  private readonly home: CameraView;
  private current: CameraView;
  /** The user turned or zoomed since the last named view: a resize keeps their camera. */
  private moved = false;
  private highlighted: number | null = null;

  constructor(
    private readonly host: HTMLElement,
    archScene: ArchScene,
    private readonly options: ArchEngineOptions = {},
  ) {
    this.renderer = new WebGLRenderer({ antialias: this.profile.antialias, powerPreference: 'low-power' });
    this.renderer.toneMapping = ACESFilmicToneMapping;
    this.renderer.toneMappingExposure = 1.05;
    this.renderer.domElement.style.display = 'block';
    this.renderer.domElement.style.touchAction = 'none';
    host.prepend(this.renderer.domElement);

    light(this.scene, this.camera, this.renderer, this.profile.environmentMap);

    this.materials = createMaterials({ reflections: this.profile.environmentMap });
    this.archScene = archScene;
    this.arch = buildArchGroup(archScene, this.materials);
    this.jaws = findJaws(this.arch);
    this.scene.add(this.arch);
    this.collectPickable();

    this.home = options.view ?? 'front';
    this.current = this.home;
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.enablePan = false;
    this.controls.rotateSpeed = 0.7;
    this.controls.addEventListener('change', this.requestRender);
    this.controls.addEventListener('start', this.onUserMove);
    this.tween = new CameraTween(this.camera, this.controls, this.requestRender);
    this.resize();
  }

  /** Draws on the next animation frame, once however many changes arrive before it. */
  readonly requestRender = (): void => {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.render();
    });
  };

  /** Fits the canvas to its host at the device's pixel ratio within the profile's budget, and refits the view. */
  resize(): void {
    const width = Math.max(1, this.host.clientWidth);
    const height = Math.max(1, this.host.clientHeight);
    this.renderer.setPixelRatio(pixelRatioFor(this.profile, window.devicePixelRatio, width, height));
    this.renderer.setSize(width, height);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    if (!this.moved) this.applyPose(this.poseFor(this.current));
    this.render();
  }

  /** Moves the camera to a named view: animated, or at once under reduced motion. */
  setView(view: CameraView): void {
    this.current = view;
    this.moved = false;
    this.showJaws(view);
    const pose = this.poseFor(view);
    this.tween.stop();
    if (this.options.reducedMotion) {
      this.applyPose(pose);
      this.requestRender();
    } else {
      this.setLimits(pose);
      this.tween.start(pose, 450);
    }
  }

  /** Camera moves jump (true) or animate. */
  setReducedMotion(reduced: boolean): void {
    this.options.reducedMotion = reduced;
  }

  /** Back to the first view. */
  reset(): void {
    this.setView(this.home);
  }

  /** Shows another phase's scene in place of this one, the camera staying where it is. */
  setScene(archScene: ArchScene): void {
    if (archScene === this.archScene) return;
    this.highlight.clear();
    this.scene.remove(this.arch);
    this.arch.traverse((object) => {
      if (object instanceof Mesh) object.geometry.dispose();
    });
    this.archScene = archScene;
    this.arch = buildArchGroup(archScene, this.materials);
    this.jaws = findJaws(this.arch);
    this.scene.add(this.arch);
    this.showJaws(this.current);
    this.collectPickable();
    this.highlight.apply(this.arch, this.highlighted);
    this.render();
  }

  /** Tints one tooth's meshes (null: none). */
  highlightTooth(tooth: number | null): void {
    if (tooth === this.highlighted) return;
    this.highlighted = tooth;
    this.highlight.apply(this.arch, tooth);
    this.requestRender();
  }

  /** Makes the gums and natural teeth translucent (or solid again), so roots, canals and implant screws show. */
  setSeeThrough(on: boolean): void {
    if (on === this.seeingThrough) return;
    this.seeingThrough = on;
    // The highlighted tooth wears a tinted copy of its material: it is made again from the switched one.
    this.highlight.clear();
    setSeeThrough(this.materials, on);
    this.highlight.apply(this.arch, this.highlighted);
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
      spherical.radius = Math.min(
        this.controls.maxDistance,
        Math.max(this.controls.minDistance, spherical.radius * factor),
      );
    });
  }

  /** The tooth under a point of the canvas (client coordinates), or null. */
  pick(clientX: number, clientY: number): number | null {
    const rect = this.renderer.domElement.getBoundingClientRect();
    const pointer = new Vector2(
      ((clientX - rect.left) / rect.width) * 2 - 1,
      -((clientY - rect.top) / rect.height) * 2 + 1,
    );
    this.raycaster.setFromCamera(pointer, this.camera);
    // The raycaster also meets hidden meshes (the other jaw in an occlusal view): the first shown one counts.
    const hit = this.raycaster.intersectObjects(this.pickable, false).find((entry) => isShown(entry.object));
    return hit ? (hit.object.userData.tooth as number) : null;
  }

  /** Where the given teeth show on the canvas now (CSS pixels), for labels. */
  teethOnScreen(teeth: readonly number[]): ToothOnScreen[] {
    const wanted = new Set(teeth);
    return teethOnScreen(
      this.archScene.teeth.filter((tooth) => wanted.has(tooth.tooth)),
      this.jaws,
      this.camera,
      this.host.clientWidth,
      this.host.clientHeight,
    );
  }

  /** Draws now and copies the picture onto a 2D canvas of the same size (for a cross-fade to the next picture). */
  snapshot(): HTMLCanvasElement {
    this.render();
    return copyCanvas(this.renderer.domElement);
  }

  get canvas(): HTMLCanvasElement {
    return this.renderer.domElement;
  }

  dispose(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.tween.stop();
    this.highlight.clear();
    this.controls.removeEventListener('change', this.requestRender);
    this.controls.removeEventListener('start', this.onUserMove);
    this.controls.dispose();
    releaseScene(this.scene, Object.values(this.materials));
    this.scene.environment?.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    this.renderer.domElement.remove();
  }

  private render(): void {
    this.renderer.render(this.scene, this.camera);
    this.options.onRender?.();
  }

  private readonly onUserMove = (): void => {
    this.moved = true;
    this.tween.stop();
  };

  private collectPickable(): void {
    this.pickable = [];
    this.arch.traverse((object) => {
      if (object instanceof Mesh && object.userData.tooth) this.pickable.push(object);
    });
  }

  private showJaws(view: CameraView): void {
    const shown = jawsShown(view);
    for (const arch of ['upper', 'lower'] as const) {
      const jaw = this.jaws[arch];
      if (jaw) jaw.group.visible = shown.includes(arch);
    }
  }

  private poseFor(view: CameraView): CameraPose {
    this.showJaws(view);
    return fitPose(crownPoints(this.archScene, this.arch, jawsShown(view)), view, this.camera);
  }

  private applyPose(pose: CameraPose): void {
    this.setLimits(pose);
    this.controls.target.copy(pose.target);
    this.camera.position.copy(pose.position);
    this.controls.update();
  }

  /** Zoom from close to a tooth out to well beyond the whole arch, relative to the fitted distance. */
  private setLimits(pose: CameraPose): void {
    const distance = pose.position.distanceTo(pose.target);
    this.controls.minDistance = distance * 0.35;
    this.controls.maxDistance = distance * 2.2;
  }

  private moveCamera(change: (spherical: Spherical) => void): void {
    this.tween.stop();
    this.moved = true;
    const offset = this.camera.position.clone().sub(this.controls.target);
    const spherical = new Spherical().setFromVector3(offset);
    change(spherical);
    this.camera.position.copy(this.controls.target).add(new Vector3().setFromSpherical(spherical));
    this.controls.update();
    this.requestRender();
  }
}
