import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

export interface CompressedSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const compress = (bytes: Buffer): CompressedSizes => ({
  raw: bytes.length,
  gzip: zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }).length,
  brotli: zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length,
});

// Brotli at quality 11 takes about 5 s per MB here, and every page fetches the same runtime, framework and MUI files:
// each distinct content is compressed once per process. The sizes depend on the bytes only.
const known = new Map<string, CompressedSizes>();

/** Sizes after gzip and brotli at the settings of the build's precompressed copies (webpack.config.ts). */
export const compressedSizes = (bytes: Buffer): CompressedSizes => {
  const key = createHash('sha256').update(bytes).digest('hex');
  const sizes = known.get(key) ?? compress(bytes);
  known.set(key, sizes);
  return sizes;
};

export const sumSizes = (sizes: CompressedSizes[]): CompressedSizes =>
  sizes.reduce(
    (total, size) => ({
      raw: total.raw + size.raw,
      gzip: total.gzip + size.gzip,
      brotli: total.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
