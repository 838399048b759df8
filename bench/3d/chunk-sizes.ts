import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type CompressedSizes, compressedSizes, sumSizes } from '../support/compress';

const staticDir = path.resolve(__dirname, '..', '..', 'dist', 'static');

/** The named async chunks of the 3D viewer (webpack.config.ts: the `three` cache group, the `viewer-3d` import). */
export const threeDChunkNames = ['three', 'viewer-3d'];

/** Text that only three.js's renderer carries; the landing check looks for it. */
export const threeMarker = 'THREE.WebGLRenderer';

export interface ChunkSizes {
  name: string;
  files: string[];
  sizes: CompressedSizes;
}

/** The built files of one named chunk: `<name>.<hash>.chunk.js` (and .css, if it has styles). */
const chunkFiles = (name: string): string[] =>
  ['js', 'css'].flatMap((kind) =>
    readdirSync(path.join(staticDir, kind))
      .filter((file) => new RegExp(`^${name.replace('-', '\\-')}\\.[0-9a-f]{8}\\.chunk\\.${kind}$`).test(file))
      .map((file) => path.join(staticDir, kind, file)),
  );

/** Raw, gzip and brotli bytes of each 3D chunk in dist/; fails if a chunk is missing or three.js lost its marker. */
export const measureThreeDChunks = (): ChunkSizes[] =>
  threeDChunkNames.map((name) => {
    const files = chunkFiles(name);
    if (!files.some((file) => file.endsWith('.js'))) throw new Error(`No built chunk "${name}" in ${staticDir}/js`);
    const contents = files.map((file) => readFileSync(file));
    if (name === 'three' && !contents.some((content) => content.includes(threeMarker))) {
      throw new Error(`The three chunk does not contain "${threeMarker}"; the landing check would prove nothing`);
    }
    const sizes = sumSizes(contents.map((content) => compressedSizes(content)));
    return { name, files: files.map((file) => path.relative(staticDir, file)), sizes };
  });
