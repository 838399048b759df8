import { Color, DoubleSide, MeshStandardMaterial } from 'three';
import { viewerColours } from '../state-swatches';

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
  gum: new MeshStandardMaterial({ color: stateColours.gum, roughness: 0.42 }),
  gumGap: new MeshStandardMaterial({ color: stateColours.gumGap, roughness: 0.7 }),
});
export type Materials = ReturnType<typeof createMaterials>;
