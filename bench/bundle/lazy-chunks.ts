import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type CompressedSizes, compressedSizes, sumSizes } from '../support/compress';

const staticDir = path.resolve(__dirname, '..', '..', 'dist', 'static');
const chunkFile = /^(.+)\.[0-9a-f]{8}\.chunk\.(js|css)$/;

export interface LazyChunk {
  /** webpack's chunk name (`sign-in-page`), or its numeric id for a shared chunk without a name. */
  name: string;
  sizes: CompressedSizes;
}

/** Every lazy chunk in dist/ (`<name>.<hash>.chunk.js` and its `.chunk.css`), largest first by brotli. */
export const lazyChunks = (): LazyChunk[] => {
  const byName = new Map<string, CompressedSizes[]>();
  for (const kind of ['js', 'css']) {
    for (const file of readdirSync(path.join(staticDir, kind))) {
      const name = chunkFile.exec(file)?.[1];
      if (!name) continue;
      byName.set(name, [...(byName.get(name) ?? []), compressedSizes(readFileSync(path.join(staticDir, kind, file)))]);
    }
  }
  if (!byName.size) throw new Error(`No lazy chunks in ${staticDir}; every route should be one`);
  return [...byName]
    .map(([name, sizes]) => ({ name, sizes: sumSizes(sizes) }))
    .sort((a, b) => b.sizes.brotli - a.sizes.brotli);
};
