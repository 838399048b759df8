import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { storageProblemFor } from '../../storage/storage-failure';

/** A file of a card as stored: its name in the card's folder and its bytes. */
export interface StoredFile {
  name: string;
  data: Buffer;
}

export const cardsDir = (uploadsDir: string): string => path.join(uploadsDir, 'cards');

/** 128 random bits: a card's folder name, unrelated to its id or its link. */
export const newStorageDir = (): string => randomBytes(16).toString('hex');

const folder = (uploadsDir: string, storageDir: string): string => path.join(cardsDir(uploadsDir), storageDir);

export const removeCardFiles = async (uploadsDir: string, storageDir: string): Promise<void> => {
  await rm(folder(uploadsDir, storageDir), { recursive: true, force: true });
};

/**
 * Writes every file into a new folder; when one write fails, the folder goes with whatever was written, and a full
 * or read-only volume answers as such (507, 503).
 */
export const writeCardFiles = async (uploadsDir: string, storageDir: string, files: StoredFile[]): Promise<void> => {
  const dir = folder(uploadsDir, storageDir);
  try {
    await mkdir(cardsDir(uploadsDir), { recursive: true });
    await mkdir(dir);
    for (const file of files) await writeFile(path.join(dir, file.name), file.data, { flag: 'wx' });
  } catch (error) {
    await removeCardFiles(uploadsDir, storageDir);
    throw storageProblemFor(error);
  }
};

/** The bytes of one stored file, or null when it is not there (a revoked card's folder is gone). */
export const readCardFile = async (uploadsDir: string, storageDir: string, name: string): Promise<Buffer | null> => {
  if (path.basename(name) !== name) return null;
  try {
    return await readFile(path.join(folder(uploadsDir, storageDir), name));
  } catch {
    return null;
  }
};
