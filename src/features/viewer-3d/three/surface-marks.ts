import { type BufferGeometry, Color, Vector3 } from 'three';
import type { SceneTooth } from '../scene/formula-scene';
import { type PatchFrame, outline, surfacePatch } from './surface-patch';
import { crownSection } from './tooth-geometry';

/**
 * Where fillings and caries sit on a tooth: on the biting surface of back teeth (seen from above, where a dentist
 * looks), on the facial surface of front teeth (seen from the front, as a smile shows them).
 */

const back = (tooth: SceneTooth) => tooth.type === 'molar' || tooth.type === 'premolar';

/** Across the biting surface, looking down at it from above. */
const occlusal = (tooth: SceneTooth, radii: [number, number], offsetX = 0): PatchFrame => ({
  origin: new Vector3(offsetX, tooth.size.crownHeight + 6, 0),
  direction: new Vector3(0, -1, 0),
  u: new Vector3(1, 0, 0),
  v: new Vector3(0, 0, 1),
  radii,
});

/** Across the facial surface, looking at it from the front. */
const facial = (tooth: SceneTooth, radii: [number, number], at: [number, number]): PatchFrame => ({
  origin: new Vector3(at[0], at[1], tooth.size.depth + 6),
  direction: new Vector3(0, 0, -1),
  u: new Vector3(1, 0, 0),
  v: new Vector3(0, 1, 0),
  radii,
});

/**
 * A composite filling and its outline, `scale` of a full one: on a back tooth an inlay over the middle of the biting
 * surface whose lobes follow the fissures between the cusps; on a front tooth a patch on its face.
 */
export const restoration = (
  surface: BufferGeometry,
  tooth: SceneTooth,
  scale: number,
): { fill: BufferGeometry; rim: BufferGeometry } => {
  const { size, type } = tooth;
  let frame: PatchFrame;
  if (back(tooth)) {
    const top = crownSection(type, size, 1);
    frame = {
      ...occlusal(tooth, [top.rx * 0.66 * scale, top.rz * 0.56 * scale]),
      shape: type === 'molar' ? (angle) => 1 + 0.12 * Math.cos(4 * angle) : (angle) => 1 + 0.1 * Math.cos(2 * angle),
    };
  } else {
    const middle = crownSection(type, size, 0.5);
    frame = facial(tooth, [middle.rx * 0.62 * scale, size.crownHeight * 0.22 * scale], [0, size.crownHeight * 0.48]);
  }
  const patch = surfacePatch(surface, frame, 0.1);
  return { fill: patch.geometry, rim: outline(patch.rim, 0.17) };
};

const core = new Color('#0d0704');
const brown = new Color('#3d2413');
const halo = new Color('#6e4a2b');

/** Black-brown in the cavity's depth, brown towards its rim, where the enamel around it is stained. */
const lesionColour = (fromCentre: number): Color => {
  if (fromCentre <= 0.35) return core.clone();
  if (fromCentre <= 0.7) return core.clone().lerp(brown, (fromCentre - 0.35) / 0.35);
  return brown.clone().lerp(halo, (fromCentre - 0.7) / 0.3);
};

/** An irregular outline, as decay spreads along the enamel. */
const irregular = (angle: number) => 1 + 0.16 * Math.sin(3 * angle + 1) + 0.08 * Math.cos(5 * angle);

/** A carious lesion: in the pits of the biting surface of a back tooth, near the gum and a neighbour on a front one. */
export const lesion = (surface: BufferGeometry, tooth: SceneTooth): BufferGeometry => {
  const { size, type } = tooth;
  const frame: PatchFrame = back(tooth)
    ? occlusal(tooth, [crownSection(type, size, 1).rx * 0.4, crownSection(type, size, 1).rz * 0.34], size.width * 0.1)
    : facial(
        tooth,
        [crownSection(type, size, 0.4).rx * 0.36, size.crownHeight * 0.16],
        [crownSection(type, size, 0.4).rx * 0.32, size.crownHeight * 0.36],
      );
  return surfacePatch(surface, { ...frame, shape: irregular }, 0.08, lesionColour).geometry;
};
