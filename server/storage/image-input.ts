import type { Metadata } from 'sharp';
import { loadSharp } from '../load-sharp';

/** A camera photo is far below this; a small file claiming more pixels is a decompression bomb. */
export const maxInputPixels = 50_000_000;
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

export type ImageHeader = { ok: true; meta: Metadata } | { ok: false; reason: 'type' | 'pixels' };

/**
 * What an uploaded picture is, from its header alone, for avatars and card images alike: the type from the bytes
 * (never the name or the declared type) and the pixel count. The header is read without sharp's own pixel limit,
 * which refuses a huge claim as if the file were no image at all; nothing is decoded here.
 */
export const readImageHeader = async (input: Buffer): Promise<ImageHeader> => {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'type' };
  }
  if (!meta.format || !acceptedFormats.has(meta.format)) return { ok: false, reason: 'type' };
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxInputPixels) return { ok: false, reason: 'pixels' };
  return { ok: true, meta };
};
