import { Group, Mesh } from 'three';
import type { Arch } from '../scene/arch-layout';
import type { ArchScene } from '../scene/formula-scene';
import { gumGeometry } from './gum-geometry';
import type { Materials } from './materials';
import { connectors, placedTooth } from './treatment-meshes';

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
    const gum = new Mesh(gumGeometry(arch, { gaps }), materials.gum);
    gum.userData.gum = true;
    jaws[arch].add(gum);
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
