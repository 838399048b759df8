import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made = new Set<string>();

/**
 * A new folder in the system's temporary folder, removed when this process exits: a Playwright worker, the benchmark
 * or the video script. Sample cards, desktop-client state and installers written for one run do not pile up.
 */
export const scratchDir = (prefix: string): string => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (made.size === 0) {
    process.once('exit', () => {
      for (const folder of made) rmSync(folder, { recursive: true, force: true });
    });
  }
  made.add(dir);
  return dir;
};
