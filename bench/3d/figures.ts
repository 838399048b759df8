import path from 'node:path';
import { type CompressedSizes, sumSizes } from '../support/compress';
import { median, percentile } from '../support/stats';
import type { BenchmarkOutput, Figure } from '../types';
import type { ChunkSizes } from './chunk-sizes';
import type { FrameRun, FrameRunOptions } from './frame-time';
import type { LandingFile } from './landing-download';
import { type ViewMeasurements, viewFigures } from './view-figures';

export interface ThreeDMeasurements extends ViewMeasurements {
  browserVersion: string;
  chunks: ChunkSizes[];
  landing: LandingFile[];
  canvas: { width: number; height: number; bufferWidth: number; bufferHeight: number };
  archRuns: FrameRun[];
  cubeRuns: FrameRun[];
  runOptions: { arch: FrameRunOptions; cube: FrameRunOptions };
  idleMs: number;
  idleAfterDrawn: number;
  idleAfterRotation: number;
}

const kib = (sizes: CompressedSizes) => `${(sizes.brotli / 1024).toFixed(1)} KiB`;
const drawsPerFrame = (runs: FrameRun[]) => median(runs.map((run) => run.drawsPerFrame));

/** The 3D benchmark's table rows (ids as in budgets.json) and the conditions to read them by. */
export const threeDFigures = (measured: ThreeDMeasurements): BenchmarkOutput => {
  const chunks = sumSizes(measured.chunks.map((chunk) => chunk.sizes));
  const landing = sumSizes(measured.landing.map((file) => file.sizes));
  const arch = measured.archRuns.flatMap((run) => run.intervals);
  const cube = measured.cubeRuns.flatMap((run) => run.intervals);
  const idle = `${measured.idleMs / 1000} s`;
  const { arch: archRun, cube: cubeRun } = measured.runOptions;
  const { canvas } = measured;

  const figures: Figure[] = [
    { id: 'landing-brotli', label: 'landing first download (JS + CSS), brotli', value: landing.brotli, unit: 'B' },
    { id: 'landing-gzip', label: 'landing first download (JS + CSS), gzip', value: landing.gzip, unit: 'B' },
    {
      id: '3d-chunks-brotli',
      label: '3D chunks (three + viewer-3d), brotli, vs landing',
      value: chunks.brotli,
      unit: 'B',
      baseline: landing.brotli,
    },
    {
      id: '3d-chunks-gzip',
      label: '3D chunks (three + viewer-3d), gzip, vs landing',
      value: chunks.gzip,
      unit: 'B',
      baseline: landing.gzip,
    },
    {
      id: 'three-in-landing',
      label: 'landing scripts containing three.js',
      value: measured.landing.filter((file) => file.hasThree).length,
      unit: 'files',
    },
    {
      id: 'rotation-median',
      label: 'rotation frame time, median, vs one cube',
      value: median(arch),
      unit: 'ms',
      baseline: median(cube),
      decimals: 1,
    },
    {
      id: 'rotation-p95',
      label: 'rotation frame time, p95, vs one cube',
      value: percentile(arch, 95),
      unit: 'ms',
      baseline: percentile(cube, 95),
      decimals: 1,
    },
    {
      id: 'idle-draws',
      label: `draw calls in ${idle} idle after the first picture`,
      value: measured.idleAfterDrawn,
      unit: 'calls',
    },
    {
      id: 'idle-draws-after-rotation',
      label: `draw calls in ${idle} idle after rotating`,
      value: measured.idleAfterRotation,
      unit: 'calls',
    },
  ];

  const notes = [
    `Chromium ${measured.browserVersion}, SwiftShader WebGL; unless said otherwise, window 1280×800, device pixel ratio 1.`,
    `3D chunks, brotli: ${measured.chunks.map((chunk) => `${chunk.name} ${kib(chunk.sizes)} (${chunk.files.join(', ')})`).join('; ')}.`,
    `Landing first download: ${measured.landing.length} files, ${kib(landing)} brotli: ` +
      `${measured.landing.map((file) => path.basename(file.path)).join(', ')}.`,
    `Rotation: ${measured.archRuns.length} rounds of ${archRun.frames} arch and ${cubeRun.frames} cube frames ` +
      `(after ${archRun.warmup} and ${cubeRun.warmup} warm-up frames), one 10° ArrowLeft step per frame, canvas ` +
      `${canvas.width}×${canvas.height} CSS px (buffer ${canvas.bufferWidth}×${canvas.bufferHeight}); ` +
      `draw calls per frame: arch ${drawsPerFrame(measured.archRuns)}, cube ${drawsPerFrame(measured.cubeRuns)}.`,
  ];
  const view = viewFigures(measured);
  return { figures: [...figures, ...view.figures], notes: [...notes, ...view.notes] };
};
