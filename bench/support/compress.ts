import zlib from 'node:zlib';

export interface CompressedSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Sizes after gzip and brotli at the settings of the build's precompressed copies (webpack.config.ts). */
export const compressedSizes = (bytes: Buffer): CompressedSizes => ({
  raw: bytes.length,
  gzip: zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }).length,
  brotli: zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length,
});

export const sumSizes = (sizes: CompressedSizes[]): CompressedSizes =>
  sizes.reduce(
    (total, size) => ({
      raw: total.raw + size.raw,
      gzip: total.gzip + size.gzip,
      brotli: total.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
