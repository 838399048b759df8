import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../repository-root';

const root = repositoryRoot;

/** The files under a repository-relative path, tests left out (no build reads them); nothing if it is missing. */
const listFiles = (entry: string): string[] => {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((child) => !child.name.startsWith('.') && child.name !== '__tests__' && !/\.test\.tsx?$/.test(child.name))
    .flatMap((child) => listFiles(path.join(entry, child.name)));
};

/**
 * A content hash of a build's inputs (repository-relative files and folders): names and contents, not mtimes, which
 * every fresh clone resets. The SPA build and the server bundle each compare it with the one their output records.
 */
export const sourceFingerprint = (inputs: readonly string[]): string => {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
};
