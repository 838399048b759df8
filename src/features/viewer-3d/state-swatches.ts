import type { ToothState } from '@contract/rules/dental-formula';

// The same colours as the 3D materials (three/materials.ts), kept here so the legend loads without three.js.
export const viewerColours = {
  enamel: '#f1e9d8',
  /** A planned extraction: the tooth a little darker than its neighbours. */
  doomed: '#c9b79a',
  /** The prepared tooth under a crown. */
  stump: '#e2cda4',
  /** Zirconia crowns, bridges and veneers: whiter and glossier than enamel. */
  ceramic: '#fdfcf9',
  /** The crown's edge at the gum. */
  margin: '#8f8577',
  /** Tooth-coloured composite, a warmer shade than enamel, and its outline. */
  filling: '#e2c88c',
  fillingOutline: '#8a6631',
  caries: '#3d2413',
  cariesCore: '#0d0704',
  rootCanal: '#e5782b',
  implant: '#9aa3ad',
  extraction: '#d32f2f',
  gum: '#d9838a',
  /** The healed ridge where a tooth is missing: paler than the gum around a tooth. */
  ridge: '#e3a1a4',
} as const;

/** Every swatch's edge: dark enough (over 3:1 on the page and on paper) to tell even a white swatch from them. */
export const swatchEdge = 'rgba(0, 0, 0, 0.55)';

/** A legend swatch per state: its fill and, for a marker on or around a tooth, its mark. */
export const stateSwatches: Record<ToothState, { bgcolor?: string; background?: string; border?: string }> = {
  healthy: { bgcolor: viewerColours.enamel },
  missing: { bgcolor: viewerColours.ridge, border: `2px dashed ${viewerColours.fillingOutline}` },
  caries: {
    background: `radial-gradient(circle, ${viewerColours.cariesCore} 0 30%, ${viewerColours.caries} 31% 50%, ${viewerColours.enamel} 51%)`,
  },
  filling: {
    background: `radial-gradient(circle, ${viewerColours.filling} 0 42%, ${viewerColours.fillingOutline} 43% 56%, ${viewerColours.enamel} 57%)`,
  },
  crown: {
    background: `linear-gradient(${viewerColours.ceramic} 0 70%, ${viewerColours.margin} 71% 82%, ${viewerColours.gum} 83%)`,
  },
  implant: {
    background: `linear-gradient(${viewerColours.ceramic} 0 50%, ${viewerColours.implant} 51%)`,
  },
  bridge: {
    background: `linear-gradient(90deg, ${viewerColours.ceramic} 0 30%, ${viewerColours.margin} 31% 69%, ${viewerColours.ceramic} 70%)`,
  },
  'root-canal': {
    background: `linear-gradient(90deg, ${viewerColours.enamel} 0 36%, ${viewerColours.rootCanal} 37% 63%, ${viewerColours.enamel} 64%)`,
  },
  veneer: { background: `linear-gradient(90deg, ${viewerColours.enamel} 0 45%, ${viewerColours.ceramic} 46%)` },
  extraction: { bgcolor: viewerColours.doomed, border: `3px solid ${viewerColours.extraction}` },
};
