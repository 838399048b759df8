import {
  Color,
  CylinderGeometry,
  DoubleSide,
  Group,
  type Material,
  Mesh,
  MeshStandardMaterial,
  SphereGeometry,
  TorusGeometry,
  Vector3,
} from 'three';
import { type Arch, placeTooth } from '../scene/arch-layout';
import type { ArchScene, SceneTooth } from '../scene/formula-scene';
import { viewerColours } from '../state-swatches';
import { gumGeometry, healedRidgeTop } from './gum-geometry';
import { crownSection, occlusalCentre, toothGeometry, veneerGeometry } from './tooth-geometry';

const stateColours = viewerColours;

// MeshStandardMaterial throughout: the physical material's clearcoat and sheen cost several times more per pixel
// (1 frame per second in software WebGL, bench/) for a gloss the environment map already gives.
// Metal takes its look from what it reflects: without the environment map it would turn dark, so it is less metallic.
export const createMaterials = ({ reflections }: { reflections: boolean }) => ({
  enamel: new MeshStandardMaterial({ color: stateColours.enamel, roughness: 0.24 }),
  rootCanalEnamel: new MeshStandardMaterial({
    color: stateColours.enamel,
    roughness: 0.3,
    transparent: true,
    opacity: 0.55,
    depthWrite: false,
  }),
  crown: new MeshStandardMaterial({
    color: stateColours.crown,
    metalness: reflections ? 0.85 : 0.3,
    roughness: reflections ? 0.28 : 0.35,
  }),
  filling: new MeshStandardMaterial({ color: stateColours.filling, roughness: 0.4 }),
  caries: new MeshStandardMaterial({ color: stateColours.caries, roughness: 0.85 }),
  rootCanal: new MeshStandardMaterial({ color: stateColours.rootCanal, roughness: 0.5 }),
  veneer: new MeshStandardMaterial({ color: stateColours.veneer, roughness: 0.1, side: DoubleSide }),
  implant: new MeshStandardMaterial({
    color: stateColours.implant,
    metalness: reflections ? 0.9 : 0.35,
    roughness: 0.35,
  }),
  extraction: new MeshStandardMaterial({
    color: stateColours.extraction,
    emissive: new Color(stateColours.extraction),
    emissiveIntensity: 0.35,
    roughness: 0.5,
  }),
  // The gum geometry's vertex colours tint it: lighter at the margin, redder towards the base.
  gum: new MeshStandardMaterial({ color: stateColours.gum, roughness: 0.42, vertexColors: true }),
  gumGap: new MeshStandardMaterial({ color: stateColours.gumGap, roughness: 0.7 }),
});
export type Materials = ReturnType<typeof createMaterials>;

const ellipsoid = (material: Material, radii: [number, number, number], at: [number, number, number]) => {
  const mesh = new Mesh(new SphereGeometry(1, 20, 14), material);
  mesh.scale.set(...radii);
  mesh.position.set(...at);
  return mesh;
};

/** A patch on the tooth: on the biting surface of back teeth, on the facial surface of front teeth. */
const patch = (tooth: SceneTooth, material: Material, scale: number, offset: number) => {
  const { size, type } = tooth;
  if (type === 'molar' || type === 'premolar') {
    const y = occlusalCentre(type, size);
    return ellipsoid(material, [size.width * 0.22 * scale, 0.55, size.depth * 0.2 * scale], [offset, y + 0.1, 0]);
  }
  const section = crownSection(type, size, 0.55);
  return ellipsoid(
    material,
    [size.width * 0.2 * scale, size.crownHeight * 0.14 * scale, 0.5],
    [section.rx * 0.35 + offset, section.y, section.rz * 0.92],
  );
};

/** One tooth with its markers, in its own frame (cervical line at y = 0, crown up, facial side +z). */
const toothMeshes = (tooth: SceneTooth, materials: Materials): Group => {
  const group = new Group();
  const { size, type } = tooth;
  const add = (mesh: Mesh) => {
    mesh.userData.tooth = tooth.tooth;
    group.add(mesh);
    return mesh;
  };
  const markers = new Set(tooth.markers);

  if (tooth.body === 'none') {
    // The healed socket: a darker, slightly sunken patch on the ridge.
    add(ellipsoid(materials.gumGap, [size.width * 0.32, 0.6, size.depth * 0.22], [0, healedRidgeTop - 0.45, 0]));
    return group;
  }

  const crowned = markers.has('crown');
  const crownMaterial = crowned
    ? materials.crown
    : markers.has('root-canal')
      ? materials.rootCanalEnamel
      : materials.enamel;
  const natural = tooth.body === 'natural';
  const crown = add(new Mesh(toothGeometry(type, size, { withRoot: natural }), crownMaterial));
  if (tooth.body === 'pontic') crown.position.y = 0.6;

  if (tooth.body === 'implant') {
    const length = size.rootLength * 0.85;
    const radius = Math.min(size.width, size.depth) * 0.2;
    const screw = add(new Mesh(new CylinderGeometry(radius, radius * 0.75, length, 20), materials.implant));
    screw.position.y = -length / 2;
    for (let turn = 1; turn * 1.1 < length - 0.6; turn += 1) {
      const ring = add(
        new Mesh(new TorusGeometry(radius * (1 - (turn * 0.2) / length), 0.22, 8, 24), materials.implant),
      );
      ring.rotation.x = Math.PI / 2;
      ring.position.y = -turn * 1.1;
    }
  }
  if (markers.has('filling')) add(patch(tooth, materials.filling, 1, 0));
  if (markers.has('caries')) {
    add(patch(tooth, materials.caries, 0.75, size.width * 0.1));
    add(patch(tooth, materials.caries, 0.35, -size.width * 0.22));
  }
  if (markers.has('root-canal')) {
    const top = occlusalCentre(type, size);
    const canal = add(new Mesh(new CylinderGeometry(0.55, 0.25, top + size.rootLength - 1, 12), materials.rootCanal));
    canal.position.y = (top - size.rootLength + 1) / 2 - 0.3;
    add(patch(tooth, materials.filling, 0.6, 0));
  }
  if (markers.has('veneer')) add(new Mesh(veneerGeometry(type, size), materials.veneer));
  if (markers.has('extraction-ring')) {
    const ring = add(
      new Mesh(new TorusGeometry(Math.max(size.width, size.depth) * 0.58, 0.38, 10, 40), materials.extraction),
    );
    ring.rotation.x = Math.PI / 2;
    ring.scale.set(size.width / Math.max(size.width, size.depth), size.depth / Math.max(size.width, size.depth), 1);
    ring.position.y = size.crownHeight * 0.3;
  }
  return group;
};

/** The whole tooth placed in the arch: the upper arch's teeth turned crown-down. */
const placedTooth = (tooth: SceneTooth, materials: Materials): Group => {
  const placed = new Group();
  placed.position.set(tooth.position.x, tooth.position.y, tooth.position.z);
  placed.rotation.order = 'YXZ';
  placed.rotation.y = tooth.rotationY;
  placed.rotation.x = tooth.arch === 'upper' ? -tooth.tilt : tooth.tilt;
  const meshes = toothMeshes(tooth, materials);
  if (tooth.arch === 'upper') meshes.rotation.z = Math.PI;
  placed.add(meshes);
  return placed;
};

/** Bridge connectors: short metal bars between neighbouring bridge units, on the lingual side of the contacts. */
const connectors = (scene: ArchScene, materials: Materials): Mesh[] =>
  scene.bridges.flatMap((bridge) =>
    bridge.connectors.map(([from, to]) => {
      const a = placeTooth(from);
      const b = placeTooth(to);
      const middle = (p: typeof a) =>
        new Vector3(
          p.position.x,
          p.position.y + (p.arch === 'upper' ? -1 : 1) * p.size.crownHeight * 0.45,
          p.position.z,
        );
      const start = middle(a);
      const end = middle(b);
      const length = start.distanceTo(end);
      const bar = new Mesh(new CylinderGeometry(1.3, 1.3, length, 14), materials.crown);
      bar.position.copy(start).add(end).multiplyScalar(0.5);
      bar.quaternion.setFromUnitVectors(new Vector3(0, 1, 0), end.clone().sub(start).normalize());
      bar.userData.tooth = to;
      bar.userData.arch = a.arch;
      return bar;
    }),
  );

const hingeZ = -55;
const openAngle = 0.09;

/** Everything of a formula's phase: both arches' teeth, their markers, bridge connectors and gums. */
export const buildArchGroup = (scene: ArchScene, materials: Materials): Group => {
  const root = new Group();
  const jaws = { upper: new Group(), lower: new Group() };
  for (const tooth of scene.teeth) jaws[tooth.arch].add(placedTooth(tooth, materials));
  for (const bar of connectors(scene, materials)) jaws[bar.userData.arch as Arch].add(bar);
  // Where no tooth stands in the bone (missing, or a bridge's pontic) the gum is a healed ridge.
  const gaps = new Set(
    scene.teeth.filter(({ body }) => body === 'none' || body === 'pontic').map(({ tooth }) => tooth),
  );
  for (const arch of ['upper', 'lower'] as const) {
    jaws[arch].add(new Mesh(gumGeometry(arch, { gaps }), materials.gum));
    // The mouth opens about a hinge behind the molars, so both biting surfaces face the viewer a little.
    const hinge = new Group();
    hinge.position.set(0, 0, hingeZ);
    jaws[arch].position.set(0, 0, -hingeZ);
    hinge.rotation.x = arch === 'upper' ? -openAngle : openAngle * 0.8;
    hinge.add(jaws[arch]);
    root.add(hinge);
  }
  return root;
};
