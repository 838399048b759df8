import { Box3, Color, type Group, Mesh, type MeshStandardMaterial, Vector3 } from 'three';
import type { DentalFormula, ToothState } from '@contract/rules/dental-formula';
import { buildArchScene } from '../scene/formula-scene';
import { buildArchGroup } from '../three/arch-meshes';
import { createMaterials, setSeeThrough } from '../three/materials';
import { toothMeshes } from '../three/treatment-meshes';

const materials = createMaterials({ reflections: false });

const sceneOf = (teeth: DentalFormula['teeth'], bridges: DentalFormula['bridges'] = []) =>
  buildArchScene({ teeth, bridges }, 'after');

const toothOf = (tooth: number, state: ToothState) =>
  sceneOf([{ tooth, before: 'healthy', after: state }]).teeth.find((entry) => entry.tooth === tooth)!;

/** The meshes of one tooth in its own frame (cervical line at y = 0, crown +y, facial +z). */
const partsOf = (tooth: number, state: ToothState) => {
  const group = toothMeshes(toothOf(tooth, state), materials);
  return { group, place: toothOf(tooth, state), parts: meshes(group) };
};

const meshes = (group: Group): Mesh[] => {
  const found: Mesh[] = [];
  group.traverse((object) => {
    if (object instanceof Mesh) found.push(object);
  });
  return found;
};

const part = (list: Mesh[], name: string) => list.filter((mesh) => mesh.userData.part === name);

/** Bounding box of a mesh in its group's frame. */
const localBox = (mesh: Mesh) => {
  mesh.geometry.computeBoundingBox();
  mesh.updateMatrix();
  return mesh.geometry.boundingBox!.clone().applyMatrix4(mesh.matrix);
};

const colourOf = (mesh: Mesh) => (mesh.material as MeshStandardMaterial).color;
const luminance = (colour: Color) => 0.2126 * colour.r + 0.7152 * colour.g + 0.0722 * colour.b;

/** Six times the volume a closed surface encloses: positive when its faces point outwards. */
const volume = (mesh: Mesh) => {
  const position = mesh.geometry.getAttribute('position');
  const index = mesh.geometry.getIndex()!;
  const point = (at: number) => new Vector3().fromBufferAttribute(position, index.getX(at));
  let sum = 0;
  for (let face = 0; face < index.count; face += 3) {
    sum += point(face).dot(new Vector3().crossVectors(point(face + 1), point(face + 2)));
  }
  return sum;
};

describe('how each state is drawn', () => {
  it('teeth, crowns and pontics face outwards, so their near side is drawn and not the inside of the far one', () => {
    const surfaces = [
      ...part(partsOf(36, 'healthy').parts, 'tooth'),
      ...part(partsOf(46, 'crown').parts, 'cap'),
      ...part(partsOf(46, 'crown').parts, 'stump'),
      ...part(partsOf(36, 'implant').parts, 'cap'),
    ];
    expect(surfaces).toHaveLength(4);
    for (const surface of surfaces) expect(volume(surface)).toBeGreaterThan(0);
  });

  it('a healthy tooth is one natural tooth, crown and root, tagged as enamel and root', () => {
    const { parts, place } = partsOf(21, 'healthy');
    expect(parts.map((mesh) => mesh.userData.part)).toEqual(['tooth']);
    expect(parts[0]!.userData).toMatchObject({ tooth: 21, enamel: true, root: true });
    expect(localBox(parts[0]!).min.y).toBeLessThan(-place.size.rootLength * 0.8);
  });

  it('a crown is a ceramic cap, larger and brighter than enamel, over a prepared tooth, with a margin line', () => {
    const { parts, place } = partsOf(46, 'crown');
    const [cap] = part(parts, 'cap');
    const [stump] = part(parts, 'stump');
    expect(cap && stump && part(parts, 'margin')).toHaveLength(1);
    const capBox = localBox(cap!);
    expect(capBox.max.x - capBox.min.x).toBeGreaterThan(place.size.width * 1.03);
    const stumpBox = localBox(stump!);
    expect(stumpBox.max.y).toBeLessThan(capBox.max.y);
    expect(stumpBox.max.x - stumpBox.min.x).toBeLessThan(capBox.max.x - capBox.min.x);
    expect(stumpBox.max.z - stumpBox.min.z).toBeLessThan(capBox.max.z - capBox.min.z);
    expect(luminance(colourOf(cap!))).toBeGreaterThan(luminance(materials.enamel.color));
    expect((cap!.material as MeshStandardMaterial).roughness).toBeLessThan(materials.enamel.roughness);
    expect(stump!.userData).toMatchObject({ tooth: 46, root: true });
  });

  it('a veneer is a thin facing on the front surface of the natural tooth', () => {
    const { parts, place } = partsOf(11, 'veneer');
    const [veneer] = part(parts, 'veneer');
    expect(part(parts, 'tooth')).toHaveLength(1);
    const box = localBox(veneer!);
    expect(box.min.z).toBeGreaterThan(0);
    expect(box.max.z - box.min.z).toBeLessThan(place.size.depth * 0.7);
  });

  it('an implant is a threaded screw in the bone with an abutment and a crown on it, and no natural root', () => {
    const { parts } = partsOf(36, 'implant');
    expect(part(parts, 'tooth')).toHaveLength(0);
    const [screw] = part(parts, 'screw');
    const [abutment] = part(parts, 'abutment');
    const [cap] = part(parts, 'cap');
    expect(part(parts, 'thread').length).toBeGreaterThanOrEqual(5);
    const screwBox = localBox(screw!);
    const abutmentBox = localBox(abutment!);
    expect(screwBox.max.y).toBeLessThanOrEqual(0);
    expect(abutmentBox.min.y).toBeLessThanOrEqual(screwBox.max.y + 0.01);
    expect(abutmentBox.max.y).toBeGreaterThan(0);
    expect(localBox(cap!).min.y).toBeLessThan(abutmentBox.max.y);
  });

  it('a bridge’s pontic has no root and rests on a healed ridge; connectors join each pair of neighbours', () => {
    const scene = sceneOf(
      [
        { tooth: 14, before: 'healthy', after: 'crown' },
        { tooth: 15, before: 'missing', after: 'bridge' },
        { tooth: 16, before: 'healthy', after: 'crown' },
      ],
      [{ phase: 'after', teeth: [14, 15, 16] }],
    );
    const pontic = meshes(
      toothMeshes(
        scene.teeth.find((entry) => entry.tooth === 15)!,
        materials,
      ),
    );
    const [body] = part(pontic, 'pontic');
    expect(part(pontic, 'tooth')).toHaveLength(0);
    expect(part(pontic, 'ridge')).toHaveLength(1);
    // Its base touches the ridge: no root below the gum line, no gap above it.
    const base = localBox(body!).min.y;
    expect(base).toBeGreaterThan(-1.5);
    expect(base).toBeLessThan(localBox(part(pontic, 'ridge')[0]!).max.y);

    const arch = buildArchGroup(scene, materials);
    arch.updateMatrixWorld(true);
    const all = meshes(arch);
    const unit = (tooth: number) =>
      new Box3().setFromObject(
        all.find((mesh) => mesh.userData.tooth === tooth && ['cap', 'pontic'].includes(mesh.userData.part as string))!,
      );
    const bars = part(all, 'connector');
    const pairs = bars.map((bar) => [...(bar.userData.joins as number[])].sort()).sort((a, b) => a[0]! - b[0]!);
    expect(pairs).toEqual([
      [14, 15],
      [15, 16],
    ]);
    for (const bar of bars) {
      const box = new Box3().setFromObject(bar);
      const [a, b] = bar.userData.joins as [number, number];
      expect(box.intersectsBox(unit(a)) && box.intersectsBox(unit(b))).toBe(true);
      expect(box.getSize(new Box3().min).length()).toBeGreaterThan(3);
    }
  });

  it('a filling lies on the biting surface of a molar, big enough to see, with an outline', () => {
    const { parts, place } = partsOf(36, 'filling');
    const [filling] = part(parts, 'filling');
    expect(part(parts, 'filling-outline')).toHaveLength(1);
    const box = localBox(filling!);
    expect(box.min.y).toBeGreaterThan(place.size.crownHeight * 0.55);
    expect(box.max.x - box.min.x).toBeGreaterThan(place.size.width * 0.45);
    expect(box.max.z - box.min.z).toBeGreaterThan(place.size.depth * 0.3);
    expect(Math.abs(box.getCenter(new Box3().min).x)).toBeLessThan(place.size.width * 0.15);
  });

  it('a filling lies on the facial surface of an incisor', () => {
    const { parts, place } = partsOf(11, 'filling');
    const box = localBox(part(parts, 'filling')[0]!);
    expect(box.min.z).toBeGreaterThan(place.size.depth * 0.2);
    expect(box.min.y).toBeGreaterThan(0);
    expect(box.max.y).toBeLessThan(place.size.crownHeight);
    expect(box.max.x - box.min.x).toBeGreaterThan(place.size.width * 0.3);
  });

  it('caries is a dark brown-black lesion on the biting surface, darker at its centre', () => {
    const { parts, place } = partsOf(16, 'caries');
    const [lesion] = part(parts, 'caries');
    expect(localBox(lesion!).min.y).toBeGreaterThan(place.size.crownHeight * 0.55);
    const colours = lesion!.geometry.getAttribute('color');
    expect(colours).toBeDefined();
    const first = new Color(colours.getX(0), colours.getY(0), colours.getZ(0));
    const last = colours.count - 1;
    const rim = new Color(colours.getX(last), colours.getY(last), colours.getZ(last));
    expect(luminance(first)).toBeLessThan(0.02);
    expect(luminance(rim)).toBeGreaterThan(luminance(first));
  });

  it('a missing tooth leaves a gap over a healed ridge of gum', () => {
    const { parts } = partsOf(36, 'missing');
    expect(parts.map((mesh) => mesh.userData.part)).toEqual(['ridge']);
    expect(parts[0]!.userData).toMatchObject({ tooth: 36, gum: true });
    expect(localBox(parts[0]!).max.y).toBeLessThan(1.5);
  });

  it('a planned extraction is a darkened tooth inside a red ring seen from the front and from above', () => {
    const { parts, place } = partsOf(46, 'extraction');
    const [tooth] = part(parts, 'tooth');
    const [ring] = part(parts, 'extraction-ring');
    expect(luminance(colourOf(tooth!))).toBeLessThan(luminance(materials.enamel.color) * 0.85);
    const colour = colourOf(ring!);
    expect(colour.r).toBeGreaterThan(colour.g * 2);
    const box = localBox(ring!);
    expect(box.max.x - box.min.x).toBeGreaterThan(place.size.width);
    expect(box.max.z).toBeGreaterThan(place.size.depth / 2);
    expect(box.max.y).toBeGreaterThan(place.size.crownHeight * 0.5);
  });

  it('a root canal is an orange filling inside the root, from the crown down to near the apex', () => {
    const { parts, place } = partsOf(36, 'root-canal');
    const [canal] = part(parts, 'canal');
    const [tooth] = part(parts, 'tooth');
    const box = localBox(canal!);
    expect(localBox(tooth!).containsBox(box)).toBe(true);
    expect(box.min.y).toBeLessThan(-place.size.rootLength * 0.75);
    expect(tooth!.material).toBe(materials.enamel);
    const colour = colourOf(canal!);
    expect(colour.r).toBeGreaterThan(colour.b * 2.5);
  });
});

describe('the see-through mode', () => {
  const seeThroughMaterials = (on: boolean) => {
    const local = createMaterials({ reflections: false });
    setSeeThrough(local, on);
    return local;
  };

  it('makes the gums and the enamel translucent without hiding what lies behind, and switches back', () => {
    const on = seeThroughMaterials(true);
    for (const material of [on.gum, on.ridge, on.enamel, on.stump]) {
      expect(material).toMatchObject({ transparent: true, depthWrite: false });
      expect(material.opacity).toBeLessThan(0.6);
    }
    expect(on.canal).toMatchObject({ transparent: false, opacity: 1 });
    setSeeThrough(on, false);
    for (const material of [on.gum, on.ridge, on.enamel, on.stump]) {
      expect(material).toMatchObject({ transparent: false, depthWrite: true, opacity: 1 });
    }
  });

  it('every gum and every natural crown in a scene uses a material the mode turns translucent', () => {
    const scene = sceneOf([
      { tooth: 36, before: 'healthy', after: 'missing' },
      { tooth: 26, before: 'healthy', after: 'root-canal' },
    ]);
    const all = meshes(buildArchGroup(scene, materials));
    const translucent = new Set([materials.gum, materials.ridge, materials.enamel, materials.stump, materials.doomed]);
    const tagged = all.filter((mesh) => mesh.userData.gum || mesh.userData.enamel);
    expect(all.filter((mesh) => mesh.userData.gum).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((mesh) => mesh.userData.enamel).length).toBe(31);
    expect(tagged.every((mesh) => translucent.has(mesh.material as MeshStandardMaterial))).toBe(true);
  });
});
