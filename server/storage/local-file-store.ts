import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type FileStore, checkKey } from './file-store';

const codeOf = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

const missing = (error: unknown): boolean => codeOf(error) === 'ENOENT' || codeOf(error) === 'ENOTDIR';

/**
 * Creates `dir` and its missing parents. Node's recursive mkdir reports ENOENT on a read-only mount, hiding the
 * EROFS that tells the client the volume takes no writes; one level at a time keeps the real code.
 */
const makeDirectory = async (dir: string): Promise<void> => {
  try {
    await mkdir(dir);
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return;
    if (codeOf(error) !== 'ENOENT' || path.dirname(dir) === dir) throw error;
    await makeDirectory(path.dirname(dir));
    await mkdir(dir).catch((again: unknown) => {
      if (codeOf(again) !== 'EEXIST') throw again;
    });
  }
};

/**
 * Files under one directory (DATA_DIR), a key being the path below it. A put writes a hidden temporary file next
 * to its place and renames it there, so a reader never sees half a file; errors keep their errno code (ENOSPC,
 * EROFS…), which the upload routes answer as 507 or 503.
 */
export const createLocalFileStore = (root: string): FileStore => {
  const full = (key: string): string => path.join(root, ...checkKey(key).split('/'));

  return {
    kind: 'local',
    async put(key, body) {
      const target = full(key);
      await makeDirectory(path.dirname(target));
      const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}`);
      try {
        if (Buffer.isBuffer(body)) await writeFile(temporary, body, { flag: 'wx' });
        else await pipeline(body.stream, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(key, range) {
      const file = full(key);
      let size: number;
      try {
        const entry = await stat(file);
        if (!entry.isFile()) return null;
        size = entry.size;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      return range ? { stream, size, range } : { stream, size };
    },
    async exists(key) {
      try {
        return (await stat(full(key))).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
    async list(prefix) {
      try {
        const entries = await readdir(full(prefix), { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
    },
    async deleteFolder(prefix) {
      await rm(full(prefix), { recursive: true, force: true });
    },
    signedUrl: () => Promise.resolve(null),
  };
};
