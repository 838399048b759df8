import { loadSharp } from '../../load-sharp';
import { maxInputPixels, readImageHeader } from '../../storage/image-input';

export { avatarMaxBytes } from '../../../contract/rules/avatar';
/** Longest side of the stored logo: sharp enough for a header and a printed plan, small to serve. */
const maxSide = 512;

export type AvatarImageResult = { ok: true; png: Buffer } | { ok: false; reason: 'type' | 'pixels' | 'corrupt' };

/**
 * Decides the type from the bytes (never the name or the declared type), then decodes the whole image and
 * re-encodes it as PNG: metadata (EXIF with GPS, ICC comments) is dropped, orientation applied, size capped.
 * A truncated or damaged file fails the decode instead of storing half a picture.
 */
export const reencodeAvatar = async (input: Buffer): Promise<AvatarImageResult> => {
  const header = await readImageHeader(input);
  if (!header.ok) return header;
  const sharp = await loadSharp();
  try {
    const png = await sharp(input, { failOn: 'truncated', limitInputPixels: maxInputPixels })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { ok: true, png };
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
};
