import { Color, DoubleSide, MeshStandardMaterial } from 'three';
import { viewerColours as colours } from '../state-swatches';

// MeshStandardMaterial throughout: the physical material's clearcoat and sheen cost several times more per pixel
// (1 frame per second in software WebGL, bench/) for a gloss the environment map already gives.
// Metal takes its look from what it reflects: without the environment map it would turn dark, so it is less metallic.
export const createMaterials = ({ reflections }: { reflections: boolean }) => ({
  enamel: new MeshStandardMaterial({ color: colours.enamel, roughness: 0.24 }),
  doomed: new MeshStandardMaterial({ color: colours.doomed, roughness: 0.45 }),
  stump: new MeshStandardMaterial({ color: colours.stump, roughness: 0.5 }),
  // Zirconia: whiter, glossier and a touch brighter than enamel, so a crown reads as a crown at a glance.
  ceramic: new MeshStandardMaterial({
    color: colours.ceramic,
    roughness: 0.1,
    emissive: new Color(colours.ceramic),
    emissiveIntensity: 0.15,
  }),
  // The same zirconia as a crown, a little brighter still: a thin facing over enamel must read from the front.
  veneer: new MeshStandardMaterial({
    color: colours.ceramic,
    roughness: 0.1,
    emissive: new Color(colours.ceramic),
    emissiveIntensity: 0.35,
    side: DoubleSide,
  }),
  margin: new MeshStandardMaterial({ color: colours.margin, roughness: 0.5 }),
  filling: new MeshStandardMaterial({ color: colours.filling, roughness: 0.35 }),
  fillingOutline: new MeshStandardMaterial({ color: colours.fillingOutline, roughness: 0.6 }),
  // Coloured per vertex: black-brown in the cavity, brown towards its rim.
  caries: new MeshStandardMaterial({ vertexColors: true, roughness: 0.9 }),
  canal: new MeshStandardMaterial({ color: colours.rootCanal, roughness: 0.5 }),
  implant: new MeshStandardMaterial({
    color: colours.implant,
    metalness: reflections ? 0.9 : 0.35,
    roughness: 0.35,
  }),
  extraction: new MeshStandardMaterial({
    color: colours.extraction,
    emissive: new Color(colours.extraction),
    emissiveIntensity: 0.45,
    roughness: 0.5,
  }),
  // The gum geometry's vertex colours tint it: lighter at the margin, redder towards the base.
  gum: new MeshStandardMaterial({ color: colours.gum, roughness: 0.42, vertexColors: true }),
  ridge: new MeshStandardMaterial({ color: colours.ridge, roughness: 0.55 }),
});
export type Materials = ReturnType<typeof createMaterials>;

/** How much of each material the see-through mode keeps: gums fade most, enamel and dentin stay readable. */
const seeThroughOpacity = { gum: 0.28, ridge: 0.28, enamel: 0.42, doomed: 0.42, stump: 0.42 } as const;

/**
 * Turns the gums and the natural teeth translucent (or back), so roots, canals and implant screws show. Translucent
 * surfaces do not write depth: the gum, drawn in one piece, would otherwise hide the roots inside it.
 */
export const setSeeThrough = (materials: Materials, on: boolean): void => {
  for (const [name, opacity] of Object.entries(seeThroughOpacity)) {
    const material = materials[name as keyof typeof seeThroughOpacity];
    material.transparent = on;
    material.opacity = on ? opacity : 1;
    material.depthWrite = !on;
    // Opaque and translucent surfaces are drawn by different shader programs.
    material.needsUpdate = true;
  }
};
