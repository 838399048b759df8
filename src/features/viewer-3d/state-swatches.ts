import type { ToothState } from '@contract/rules/dental-formula';

// The same colours as the 3D materials (three/materials.ts), kept here so the legend loads without three.js.
export const viewerColours = {
  enamel: '#f1e9d8',
  crown: '#d9b96e',
  filling: '#6fa8d6',
  caries: '#3d2413',
  rootCanal: '#e5782b',
  veneer: '#ffffff',
  implant: '#9aa3ad',
  extraction: '#d32f2f',
  gum: '#d9838a',
  gumGap: '#9c3d4a',
} as const;

/** A legend swatch per state: its fill and, for a marker around a tooth, its ring. */
export const stateSwatches: Record<ToothState, { bgcolor: string; boxShadow?: string }> = {
  healthy: { bgcolor: viewerColours.enamel },
  missing: { bgcolor: viewerColours.gumGap },
  caries: { bgcolor: viewerColours.enamel, boxShadow: `inset 0 0 0 4px ${viewerColours.caries}` },
  filling: { bgcolor: viewerColours.filling },
  crown: { bgcolor: viewerColours.crown },
  implant: { bgcolor: viewerColours.implant },
  bridge: { bgcolor: viewerColours.crown, boxShadow: `inset 0 0 0 3px ${viewerColours.implant}` },
  'root-canal': { bgcolor: viewerColours.rootCanal },
  veneer: { bgcolor: viewerColours.veneer },
  extraction: { bgcolor: viewerColours.enamel, boxShadow: `inset 0 0 0 3px ${viewerColours.extraction}` },
};
