import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The nearest folder at or above `start` that holds a package.json: the repository, or the folder a production
 * install was copied to. The sources sit one level below it (server/), a bundle one level or more (dist-server/, or a
 * test's bundle under node_modules/.cache/), so the same lookup serves both without rewriting either.
 */
export const findRepositoryRoot = (start: string): string => {
  for (let folder = path.resolve(start); ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json at or above ${start}`);
  }
};

/** Where locales/, content/, dist/ and .env are found. The only file of ours that reads `__dirname`. */
export const repositoryRoot = findRepositoryRoot(__dirname);
