import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made = new Set<string>();

/**
 * A new folder for sample cards, desktop-client state and installers written for one run. In a browser-test run it
 * sits in the run's scratch folder (E2E_SCRATCH_DIR, playwright.config.ts), which the global teardown removes: a
 * worker that is stopped by a signal never runs its exit hooks; the storage fault suite points E2E_SCRATCH_DIR into
 * its own data folder likewise. Elsewhere (the benchmark, the video script) it sits in the system's temporary folder
 * and is removed when the process exits.
 */
export const scratchDir = (prefix: string): string => {
  const parent = process.env.E2E_SCRATCH_DIR ?? tmpdir();
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, prefix));
  if (made.size === 0) {
    process.once('exit', () => {
      for (const folder of made) rmSync(folder, { recursive: true, force: true });
    });
  }
  made.add(dir);
  return dir;
};

/** Removes the run's scratch folder, whatever its workers left in it. */
export const removeRunScratch = (): void => {
  const parent = process.env.E2E_SCRATCH_DIR;
  if (parent) rmSync(parent, { recursive: true, force: true });
};
