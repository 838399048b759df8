import { loadSharp } from '../../load-sharp';

export { avatarMaxBytes } from '../../../contract/rules/avatar';
/** Longest side of the stored logo: sharp enough for a header and a printed plan, small to serve. */
const maxSide = 512;
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

export type AvatarImageResult = { ok: true; png: Buffer } | { ok: false; reason: 'type' | 'corrupt' };

/**
 * Decides the type from the bytes (never the name or the declared type), then decodes the whole image and
 * re-encodes it as PNG: metadata (EXIF with GPS, ICC comments) is dropped, orientation applied, size capped.
 * A truncated or damaged file fails the decode instead of storing half a picture.
 */
export const reencodeAvatar = async (input: Buffer): Promise<AvatarImageResult> => {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(input).metadata());
  } catch {
    return { ok: false, reason: 'type' };
  }
  if (!format || !acceptedFormats.has(format)) return { ok: false, reason: 'type' };
  try {
    const png = await sharp(input, { failOn: 'truncated', limitInputPixels: 50_000_000 })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { ok: true, png };
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
};
