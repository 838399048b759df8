import { type Stats, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A directory the server needs cannot be used; the message is one line an operator can act on. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

const codeOf = (error: unknown): string => (error as NodeJS.ErrnoException).code ?? String(error);

/** The entry at `target`, or null when nothing is there (or a level above it is a file). */
const entryAt = (target: string): Stats | null => {
  try {
    return statSync(target);
  } catch (error) {
    if (codeOf(error) === 'ENOENT' || codeOf(error) === 'ENOTDIR') return null;
    throw error;
  }
};

/**
 * Creates `dir` and its missing parents one level at a time: Node's `mkdirSync(…, { recursive: true })` never
 * returns for some paths (`/proc/nope` loops in libuv), which left `npm start` silent forever.
 */
export const makeDirectories = (dir: string): void => {
  const missing: string[] = [];
  let current = path.resolve(dir);
  for (;;) {
    const entry = entryAt(current);
    if (entry && !entry.isDirectory()) throw new DataDirError(`${current} is a file, not a directory`);
    if (entry) break;
    const parent = path.dirname(current);
    missing.unshift(current);
    if (parent === current) break;
    current = parent;
  }
  for (const level of missing) {
    try {
      mkdirSync(level);
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw new DataDirError(`${level} cannot be created (${codeOf(error)})`);
    }
  }
};

/** Makes sure `dir` exists and takes new files, or throws a DataDirError naming `variable` and what to do. */
export const ensureWritableDir = (dir: string, variable = 'DATA_DIR'): void => {
  const refuse = (why: string) =>
    new DataDirError(
      `${variable}=${dir} cannot be used: ${why}. Point ${variable} at a directory this server may write to.`,
    );
  try {
    makeDirectories(dir);
  } catch (error) {
    throw error instanceof DataDirError ? refuse(error.message) : error;
  }
  // Permissions alone do not tell (root ignores them; a read-only mount or /proc does not): write a file.
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    throw refuse(`no file can be written in it (${codeOf(error)})`);
  }
};
