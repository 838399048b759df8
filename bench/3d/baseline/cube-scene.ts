import {
  ACESFilmicToneMapping,
  BoxGeometry,
  Color,
  DirectionalLight,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  Spherical,
  Vector3,
  WebGLRenderer,
} from 'three';
import { detectRenderProfile } from '../../../src/features/viewer-3d/three/render-profile';

// The 3D benchmark's baseline, bundled with esbuild at run time: one lit cube on a canvas of the CSS size and pixel
// ratio given in the query string (the benchmark passes the arch canvas's own), drawn like the viewer draws (the same
// render profile and settings, one render in the frame after an ArrowLeft step), so the ratio arch / cube is what the
// arch's own content costs on this machine today.

const query = new URLSearchParams(location.search);
const width = Number(query.get('width') || 800);
const height = Number(query.get('height') || 400);
const pixelRatio = Number(query.get('pixelRatio') || 1);
const host = document.getElementById('host')!;

const profile = detectRenderProfile();
const renderer = new WebGLRenderer({ antialias: profile.antialias, powerPreference: 'low-power' });
renderer.toneMapping = ACESFilmicToneMapping;
renderer.setPixelRatio(pixelRatio);
renderer.setSize(width, height);
host.appendChild(renderer.domElement);

const scene = new Scene();
scene.background = new Color('#eef2f6');
scene.add(new HemisphereLight('#ffffff', '#8a5a5a', 1.1));
const light = new DirectionalLight('#fff6ea', 2.2);
light.position.set(40, 70, 90);
scene.add(light);
scene.add(new Mesh(new BoxGeometry(40, 40, 40), new MeshStandardMaterial({ color: '#f3ead8', roughness: 0.4 })));

const camera = new PerspectiveCamera(32, width / height, 1, 1000);
camera.position.set(0, 8, 118);
camera.lookAt(0, 0, 0);

let frame = 0;
const requestRender = () => {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    renderer.render(scene, camera);
  });
};

host.addEventListener('keydown', (event) => {
  if (event.key !== 'ArrowLeft') return;
  const spherical = new Spherical().setFromVector3(camera.position);
  spherical.theta += Math.PI / 18;
  camera.position.copy(new Vector3().setFromSpherical(spherical));
  camera.lookAt(0, 0, 0);
  requestRender();
});

renderer.render(scene, camera);
