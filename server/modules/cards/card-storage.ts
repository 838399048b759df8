import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FileStore, StoredRead } from '../../storage/file-store';
import { storageProblemFor } from '../../storage/storage-failure';

/** A file of a card as stored: its name in the card's folder, its bytes and their type. */
export interface StoredFile {
  name: string;
  data: Buffer;
  mediaType: string;
}

/** The cards' folder of a local store (DATA_DIR/uploads/cards), for the operator's checks. */
export const cardsDir = (uploadsDir: string): string => path.join(uploadsDir, 'cards');

/** 128 random bits: a card's folder name, unrelated to its id or its link. */
export const newStorageDir = (): string => randomBytes(16).toString('hex');

/** A card's folder in the file store. */
export const folderKey = (storageDir: string): string => `uploads/cards/${storageDir}`;

export const removeCardFiles = async (files: FileStore, storageDir: string): Promise<void> => {
  await files.deleteFolder(folderKey(storageDir));
};

/**
 * Writes every file into a new folder; when one write fails, the folder goes with whatever was written, and a full
 * or read-only volume or a store that cannot be reached answers as such (507, 503).
 */
export const writeCardFiles = async (files: FileStore, storageDir: string, stored: StoredFile[]): Promise<void> => {
  try {
    for (const file of stored) await files.put(`${folderKey(storageDir)}/${file.name}`, file.data, file.mediaType);
  } catch (error) {
    // The store may still be down: the cleanup's own failure must not hide the first one.
    await removeCardFiles(files, storageDir).catch(() => undefined);
    throw storageProblemFor(error);
  }
};

/** One stored file or a range of it, or null when it is not there (a revoked card's folder is gone). */
export const readCardFile = async (
  files: FileStore,
  storageDir: string,
  name: string,
  range?: { start: number; end: number },
): Promise<StoredRead | null> => {
  if (path.basename(name) !== name || name.startsWith('.')) return null;
  try {
    return await files.read(`${folderKey(storageDir)}/${name}`, range);
  } catch (error) {
    throw storageProblemFor(error);
  }
};
