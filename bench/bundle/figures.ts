import path from 'node:path';
import type { BenchmarkOutput, Figure } from '../types';
import type { FirstDownload } from './first-download';
import type { LazyChunk } from './lazy-chunks';

export interface PageDownload {
  /** Stable key of the page's figures (`landing`, `articles`, …). */
  id: string;
  /** The path as the table shows it. */
  route: string;
  download: FirstDownload;
}

export interface BundleMeasurements {
  browserVersion: string;
  floor: FirstDownload;
  pages: PageDownload[];
  chunks: LazyChunk[];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const fileList = (download: FirstDownload) =>
  download.files.map((file) => `${path.basename(file.path)} ${kib(file.sizes.brotli)}`).join(', ');

/** The bundle benchmark's rows: each page's first download against the floor's, then every lazy chunk. */
export const bundleFigures = ({ browserVersion, floor, pages, chunks }: BundleMeasurements): BenchmarkOutput => {
  const pageFigures = pages.flatMap(({ id, route, download }): Figure[] => [
    {
      id: `${id}-brotli`,
      label: `${route} first download (JS + CSS), brotli, vs floor`,
      value: download.total.brotli,
      unit: 'B',
      baseline: floor.total.brotli,
    },
    {
      id: `${id}-gzip`,
      label: `${route} first download (JS + CSS), gzip, vs floor`,
      value: download.total.gzip,
      unit: 'B',
      baseline: floor.total.gzip,
    },
  ]);
  const chunkFigures = chunks.flatMap(({ name, sizes }): Figure[] => [
    { id: `chunk-${name}-brotli`, label: `lazy chunk ${name}, brotli`, value: sizes.brotli, unit: 'B' },
    { id: `chunk-${name}-gzip`, label: `lazy chunk ${name}, gzip`, value: sizes.gzip, unit: 'B' },
  ]);

  const notes = [
    `Chromium ${browserVersion}, window 1280×800, a fresh context per page; sizes compressed here (gzip 9, brotli 11).`,
    `Floor (bench/bundle/floor/entry.tsx): ${floor.files.length} files, ${kib(floor.total.brotli)} brotli: ${fileList(floor)}.`,
    ...pages.map(
      ({ route, download }) =>
        `${route}: ${download.files.length} files, ${kib(download.total.brotli)} brotli: ${fileList(download)}.`,
    ),
    `Lazy chunks: ${chunks.length} in dist/static (JS and CSS of one chunk counted together).`,
  ];
  return { figures: [...pageFigures, ...chunkFigures], notes };
};
