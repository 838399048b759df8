/**
 * A lazy chunk that failed to arrive. webpack names a failed script chunk `ChunkLoadError`; mini-css-extract-plugin
 * uses the same name for a failed style chunk and also sets `code = 'CSS_CHUNK_LOAD_FAILED'`.
 */
export type ChunkLoadFailure = 'script' | 'style';

export const cssChunkLoadFailedCode = 'CSS_CHUNK_LOAD_FAILED';

export const chunkLoadFailure = (error: unknown): ChunkLoadFailure | null => {
  if (!(error instanceof Error)) return null;
  if ((error as Error & { code?: unknown }).code === cssChunkLoadFailedCode) return 'style';
  if (error.name === 'ChunkLoadError') return 'script';
  return null;
};
