import { median, percentile } from '../support/stats';
import type { Figure } from '../types';
import type { ArchShare } from './arch-share';
import type { FirstPictureRuns } from './first-picture-rounds';
import type { CanvasSize } from './pages';
import type { RotationRuns } from './rotation-rounds';

export interface ViewMeasurements {
  shares: { clinicalDesktop: ArchShare; clinicalPhone: ArchShare; previewDesktop: ArchShare; previewPhone: ArchShare };
  phone: { canvas: CanvasSize; runs: RotationRuns };
  firstPicture: FirstPictureRuns;
}

const desktop = '1280×800';
const phone = '375×812 at 2×';

const shareFigure = (id: string, where: string, share: ArchShare): Figure => ({
  id,
  label: `arch’s share of the canvas width on the first view, ${where}`,
  value: share.share,
  unit: 'of width',
  decimals: 2,
});

const size = (canvas: CanvasSize) =>
  `${canvas.width}×${canvas.height} CSS px, buffer ${canvas.bufferWidth}×${canvas.bufferHeight} ` +
  `(pixel ratio ${(canvas.bufferWidth / canvas.width).toFixed(2)})`;

const span = (name: string, share: ArchShare) =>
  `${name} columns ${share.first}–${share.last} of ${share.width} device px`;

const rounded = (values: number[]) => values.map((value) => Math.round(value)).join(', ');

/** The rows for the first view (the arch's share of the width, the first picture) and rotation on a phone. */
export const viewFigures = ({ shares, phone: onPhone, firstPicture }: ViewMeasurements) => {
  const phoneArch = onPhone.runs.arch.flatMap((run) => run.intervals);
  const phoneCube = onPhone.runs.cube.flatMap((run) => run.intervals);
  const figures: Figure[] = [
    shareFigure('arch-share-clinical-desktop', `clinical model, ${desktop}`, shares.clinicalDesktop),
    shareFigure('arch-share-clinical-phone', `clinical model, ${phone}`, shares.clinicalPhone),
    shareFigure('arch-share-preview-desktop', `preview’s 3D tab, ${desktop}`, shares.previewDesktop),
    shareFigure('arch-share-preview-phone', `preview’s 3D tab, ${phone}`, shares.previewPhone),
    {
      id: 'first-picture-3d-tab',
      label: `first picture after opening the preview’s 3D tab, ${phone}, median, vs the cube’s tab`,
      value: median(firstPicture.arch),
      unit: 'ms',
      baseline: median(firstPicture.cube),
    },
    {
      id: 'rotation-phone-median',
      label: `rotation frame time, ${phone}, median, vs one cube at the same size`,
      value: median(phoneArch),
      unit: 'ms',
      baseline: median(phoneCube),
      decimals: 1,
    },
    {
      id: 'rotation-phone-p95',
      label: `rotation frame time, ${phone}, p95, vs one cube at the same size`,
      value: percentile(phoneArch, 95),
      unit: 'ms',
      baseline: percentile(phoneCube, 95),
      decimals: 1,
    },
  ];

  const notes = [
    `Arch’s share: the canvas screenshotted at rest after its first picture (in device pixels, everything laid over ` +
      `it hidden), background ${shares.clinicalDesktop.background} read from its corners; a column counts when 3 ` +
      `of its pixels differ from it by more than 24 in a channel. Clinical model: the prosthetic case with only ` +
      `“Before treatment” shown; preview: the 3D tab as it opens (After treatment). ` +
      `${span(`Clinical ${desktop}:`, shares.clinicalDesktop)}; ${span(`${phone}:`, shares.clinicalPhone)}; ` +
      `${span(`preview ${desktop}:`, shares.previewDesktop)}; ${span(`${phone}:`, shares.previewPhone)}.`,
    `Phone (${phone}, touch, mobile layout): clinical model canvas ${size(onPhone.canvas)}; the cube drawn at the ` +
      `same CSS size and pixel ratio. Preview canvas ${size(firstPicture.canvas)}.`,
    `First picture: ${firstPicture.arch.length} rounds, each opening the preview and then the cube’s tab page in ` +
      `fresh contexts (nothing cached), from the click on the tab to the animation frame after the first WebGL ` +
      `draw call; arch ${rounded(firstPicture.arch)} ms, cube ${rounded(firstPicture.cube)} ms.`,
  ];
  return { figures, notes };
};
