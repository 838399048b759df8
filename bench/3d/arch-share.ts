import sharp from 'sharp';
import type { Locator } from 'playwright-core';

export interface ArchShare {
  /** (last column showing the model − first such column + 1) / the picture's width; 0 when none does. */
  share: number;
  /** The screenshot's size in device pixels, and the span of columns that show the model. */
  width: number;
  height: number;
  first: number;
  last: number;
  /** The background colour read from the corners, as #rrggbb. */
  background: string;
}

// A pixel shows the model when one of its channels differs from the background by more than this (of 255): shading
// on a light tooth stays well above it, the canvas's own flat background (and its anti-aliased rounded corners against
// the page) below it.
const threshold = 24;
// A column shows the model when at least this many of its pixels do, so one stray pixel cannot widen the span.
const minPixelsPerColumn = 3;

const hex = (channels: number[]) => `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/**
 * The background as the median of four small patches near the corners, set in from the edges so a rounded corner of
 * the host (clipping the canvas against the page) is not read as background.
 */
const cornerBackground = (pixels: Buffer, width: number, height: number, channels: number): number[] => {
  const inset = Math.max(2, Math.round(Math.min(width, height) * 0.06));
  const patch = Math.max(2, Math.round(Math.min(width, height) * 0.02));
  const samples: number[][] = [[], [], []];
  for (const x0 of [inset, width - inset - patch]) {
    for (const y0 of [inset, height - inset - patch]) {
      for (let y = y0; y < y0 + patch; y += 1) {
        for (let x = x0; x < x0 + patch; x += 1) {
          const offset = (y * width + x) * channels;
          for (let channel = 0; channel < 3; channel += 1) samples[channel]!.push(pixels[offset + channel]!);
        }
      }
    }
  }
  return samples.map((values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!);
};

/** The arch's share of a screenshot's width: the columns holding pixels clearly different from the background. */
export const archShareOf = async (png: Buffer): Promise<ArchShare> => {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const background = cornerBackground(data, width, height, channels);
  let first = -1;
  let last = -1;
  for (let x = 0; x < width; x += 1) {
    let differing = 0;
    for (let y = 0; y < height && differing < minPixelsPerColumn; y += 1) {
      const offset = (y * width + x) * channels;
      const distance = Math.max(...background.map((value, channel) => Math.abs(data[offset + channel]! - value)));
      if (distance > threshold) differing += 1;
    }
    if (differing < minPixelsPerColumn) continue;
    if (first < 0) first = x;
    last = x;
  }
  const share = first < 0 ? 0 : (last - first + 1) / width;
  return { share, width, height, first, last, background: hex(background) };
};

// Everything on the page but the canvas and the elements that contain it turns invisible for the screenshot (no
// layout change, so the viewer does not redraw): labels or buttons laid over the canvas are not the arch.
const onlyTheCanvas = 'body *:not(canvas):not(:has(canvas)) { visibility: hidden !important; }';

/** Screenshots the canvas in `host` as it is now, in device pixels, and measures the arch's share of its width. */
export const measureArchShare = async (host: Locator): Promise<ArchShare> =>
  archShareOf(await host.locator('canvas').screenshot({ style: onlyTheCanvas }));
