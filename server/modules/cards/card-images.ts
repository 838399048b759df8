import type { Metadata } from 'sharp';
import { cardImageWidths } from '../../../contract/rules/treatment-cards';
import { loadSharp } from '../../load-sharp';
import { maxInputPixels, readImageHeader } from '../../storage/image-input';

/** One stored rendition of a picture. */
export interface ImageVariantFile {
  name: string;
  width: number;
  height: number;
  mediaType: 'image/webp' | 'image/jpeg';
  data: Buffer;
}

export type CardImageResult =
  { ok: true; variants: ImageVariantFile[] } | { ok: false; reason: 'type' | 'corrupt' | 'pixels' };

/** EXIF orientations 5–8 turn the picture a quarter, so its width is the stored height. */
const uprightWidth = (meta: Metadata): number =>
  (meta.orientation ?? 1) >= 5 ? (meta.height ?? 0) : (meta.width ?? 0);

/** The widths to store: each standard width the picture reaches, or its own width when it is narrower. */
export const variantWidths = (width: number): number[] => {
  const fitting = cardImageWidths.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? fitting : [width];
};

/**
 * Decides the type from the bytes, decodes the whole picture (a truncated or damaged file fails here, never half
 * stored), applies the EXIF orientation and re-encodes each width as WebP and as JPEG. Nothing of the input's
 * metadata (EXIF with GPS, XMP, comments) is carried over: sharp writes none unless asked to.
 */
export const encodeCardImage = async (role: 'before' | 'after', input: Buffer): Promise<CardImageResult> => {
  const header = await readImageHeader(input);
  if (!header.ok) return header;
  const { meta } = header;
  const sharp = await loadSharp();

  const variants: ImageVariantFile[] = [];
  try {
    for (const width of variantWidths(uprightWidth(meta))) {
      // Decoded once per width; both encodings start from the same pixels. Transparency lands on white.
      const { data, info } = await sharp(input, { failOn: 'truncated', limitInputPixels: maxInputPixels })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const size = { width: info.width, height: info.height };
      variants.push({
        name: `${role}-${info.width}.webp`,
        ...size,
        mediaType: 'image/webp',
        data: await sharp(data, raw).webp({ quality: 80 }).toBuffer(),
      });
      variants.push({
        name: `${role}-${info.width}.jpg`,
        ...size,
        mediaType: 'image/jpeg',
        data: await sharp(data, raw).jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer(),
      });
    }
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  return { ok: true, variants };
};
