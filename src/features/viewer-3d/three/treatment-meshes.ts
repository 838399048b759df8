import { CylinderGeometry, Group, type Material, Mesh, SphereGeometry, TorusGeometry, Vector3 } from 'three';
import { type ToothSize, placeTooth } from '../scene/arch-layout';
import type { ArchScene, SceneTooth } from '../scene/formula-scene';
import { healedRidgeTop } from './gum-geometry';
import type { Materials } from './materials';
import { lesion, restoration } from './surface-marks';
import { outline, ringAround } from './surface-patch';
import { occlusalCentre, toothGeometry, veneerGeometry } from './tooth-geometry';

/**
 * What stands in a tooth's place and what is done to it, in the tooth's own frame (cervical line at y = 0, crown up,
 * facial side +z). Every mesh carries `userData.tooth` (picking) and `userData.part` (what it is); gums carry
 * `userData.gum`, natural crowns `userData.enamel`, roots `userData.root`, for the see-through mode.
 */

const ellipsoid = (material: Material, radii: [number, number, number], at: [number, number, number]) => {
  const mesh = new Mesh(new SphereGeometry(1, 20, 12), material);
  mesh.scale.set(...radii);
  mesh.position.set(...at);
  return mesh;
};

/** A crown a little larger than the natural one: zirconia over a prepared tooth. */
const capSize = (size: ToothSize): ToothSize => ({
  ...size,
  width: size.width * 1.07,
  depth: size.depth * 1.07,
  crownHeight: size.crownHeight * 1.05,
});

/** The prepared tooth under a crown: narrower and shorter than the natural crown, its root unchanged in length. */
const stumpSize = (size: ToothSize): ToothSize => ({
  ...size,
  width: size.width * 0.8,
  depth: size.depth * 0.8,
  crownHeight: size.crownHeight * 0.8,
});

/** The healed ridge of gum where a tooth is gone: a low mound filling the socket's scallop. */
/** The healed patch a little proud of the gum's healed ridge, where a pontic rests. */
const patchTop = healedRidgeTop + 0.35;
const ridge = (size: ToothSize, materials: Materials) =>
  ellipsoid(materials.ridge, [size.width * 0.52, 1.4, size.depth * 0.44], [0, patchTop - 1.4, 0]);

export const toothMeshes = (tooth: SceneTooth, materials: Materials): Group => {
  const group = new Group();
  const { size, type } = tooth;
  const add = (mesh: Mesh, part: string, tags: Record<string, unknown> = {}) => {
    Object.assign(mesh.userData, { tooth: tooth.tooth, part }, tags);
    group.add(mesh);
    return mesh;
  };
  const markers = new Set(tooth.markers);

  if (tooth.body === 'none') {
    add(ridge(size, materials), 'ridge', { gum: true });
    return group;
  }

  if (tooth.body === 'pontic') {
    add(ridge(size, materials), 'ridge', { gum: true });
    // No root: the artificial tooth rests on the ridge.
    const pontic = add(new Mesh(toothGeometry(type, capSize(size), { withRoot: false }), materials.ceramic), 'pontic');
    pontic.position.y = patchTop - 0.3; // pressed a little into the ridge, as a pontic sits
    return group;
  }

  if (tooth.body === 'implant') {
    const length = size.rootLength * 0.85;
    const radius = Math.min(size.width, size.depth) * 0.2;
    const top = -1.2;
    const screw = add(new Mesh(new CylinderGeometry(radius, radius * 0.7, length, 20), materials.implant), 'screw');
    screw.position.y = top - length / 2;
    for (let turn = 0; turn * 1.05 < length - 0.8; turn += 1) {
      const taper = 1 - (0.3 * (turn * 1.05)) / length;
      const thread = new Mesh(new TorusGeometry(radius * taper + 0.05, 0.28, 6, 24), materials.implant);
      thread.rotation.x = Math.PI / 2 + 0.08;
      thread.position.y = top - 0.6 - turn * 1.05;
      add(thread, 'thread');
    }
    const abutmentHeight = 1.2 + size.crownHeight * 0.45;
    const abutment = add(
      new Mesh(new CylinderGeometry(radius * 0.75, radius, abutmentHeight, 16), materials.implant),
      'abutment',
    );
    abutment.position.y = top + abutmentHeight / 2;
    add(new Mesh(toothGeometry(type, capSize(size), { withRoot: false }), materials.ceramic), 'cap');
    return group;
  }

  if (markers.has('crown')) {
    add(new Mesh(toothGeometry(type, stumpSize(size)), materials.stump), 'stump', { root: true });
    const capGeometry = toothGeometry(type, capSize(size), { withRoot: false });
    const cap = add(new Mesh(capGeometry, materials.ceramic), 'cap');
    cap.position.y = -0.15;
    // The margin: a fine line where the crown meets the gum.
    const margin = add(new Mesh(outline(ringAround(capGeometry, 0.6, 40, -0.1), 0.2), materials.margin), 'margin');
    margin.position.y = cap.position.y;
    return group;
  }

  const toothMaterial = markers.has('extraction-ring') ? materials.doomed : materials.enamel;
  const geometry = toothGeometry(type, size, { withRoot: true });
  add(new Mesh(geometry, toothMaterial), 'tooth', { enamel: true, root: true });

  if (markers.has('filling')) {
    const { fill, rim } = restoration(geometry, tooth, 1);
    add(new Mesh(fill, materials.filling), 'filling');
    add(new Mesh(rim, materials.fillingOutline), 'filling-outline');
  }
  if (markers.has('caries')) add(new Mesh(lesion(geometry, tooth), materials.caries), 'caries');
  if (markers.has('root-canal')) {
    // Gutta-percha down the middle of the root, from the pulp chamber to near the apex.
    const top = size.crownHeight * 0.5;
    const bottom = -size.rootLength * 0.9;
    const canal = add(new Mesh(new CylinderGeometry(0.85, 0.3, top - bottom, 12), materials.canal), 'canal');
    canal.position.y = (top + bottom) / 2;
    const access = restoration(geometry, tooth, 0.55);
    add(new Mesh(access.fill, materials.filling), 'access-filling');
    add(new Mesh(access.rim, materials.fillingOutline), 'filling-outline');
  }
  if (markers.has('veneer')) add(new Mesh(veneerGeometry(type, size), materials.veneer), 'veneer');
  if (markers.has('extraction-ring')) {
    // Around the crown at mid-height: a red band across the tooth seen from the front, a ring seen from above.
    const widest = Math.max(size.width, size.depth);
    const ring = add(new Mesh(new TorusGeometry(widest * 0.62, 0.5, 10, 48), materials.extraction), 'extraction-ring');
    ring.rotation.x = Math.PI / 2;
    ring.scale.set(size.width / widest + 0.08, size.depth / widest + 0.08, 1);
    ring.position.y = Math.min(size.crownHeight * 0.55, occlusalCentre(type, size) - 1);
  }
  return group;
};

/** The whole tooth placed in the arch: the upper arch's teeth turned crown-down. */
export const placedTooth = (tooth: SceneTooth, materials: Materials): Group => {
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

/** The middle of a bridge unit's crown, in the jaw's frame. */
const crownMiddle = (tooth: number): Vector3 => {
  const { position, arch, size } = placeTooth(tooth);
  return new Vector3(position.x, position.y + (arch === 'upper' ? -1 : 1) * size.crownHeight * 0.45, position.z);
};

/** Bridge connectors: solid ceramic joints between neighbouring units, filling the contact between their crowns. */
export const connectors = (scene: ArchScene, materials: Materials): Mesh[] =>
  scene.bridges.flatMap((bridge) =>
    bridge.connectors.map(([from, to]) => {
      const start = crownMiddle(from);
      const end = crownMiddle(to);
      const joint = new Mesh(new SphereGeometry(1, 18, 12), materials.ceramic);
      joint.scale.set(start.distanceTo(end) * 0.34, 2.3, 2.0);
      joint.position.copy(start).add(end).multiplyScalar(0.5);
      joint.quaternion.setFromUnitVectors(new Vector3(1, 0, 0), end.clone().sub(start).normalize());
      Object.assign(joint.userData, { tooth: to, part: 'connector', joins: [from, to], arch: placeTooth(from).arch });
      return joint;
    }),
  );
