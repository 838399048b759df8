import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a stored file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored file opened for reading: the stream of the asked bytes and the whole file's size. */
export interface StoredRead {
  stream: Readable;
  /** The whole file's size in bytes, whatever range was asked. */
  size: number;
  /** The range the stream holds, when one was asked. */
  range?: ByteRange;
}

/** A stream or bytes to store; a stream needs its exact length (an object store sizes the upload up front). */
export type PutBody = Buffer | { stream: Readable; length: number };

/**
 * Where uploaded and published files live: a directory under DATA_DIR or an S3-compatible bucket. Keys are relative
 * paths with `/` between folders ('uploads/cards/<dir>/before-480.webp'). A put is whole or absent: a failed put
 * leaves nothing readable under its key.
 */
export interface FileStore {
  /** 'local' or 's3', for messages and logs. */
  readonly kind: 'local' | 's3';
  put(key: string, body: PutBody, contentType?: string): Promise<void>;
  /** The file, or a range of it; null when nothing is stored under the key. */
  read(key: string, range?: ByteRange): Promise<StoredRead | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** The keys of every file under `prefix/`, in no particular order. */
  list(prefix: string): Promise<string[]>;
  /** Removes every file under `prefix/` (a card's folder). */
  deleteFolder(prefix: string): Promise<void>;
  /** A URL that downloads the file directly from the object store for a while; null when the store has none. */
  signedUrl(key: string, seconds: number, downloadName: string): Promise<string | null>;
}

/** The store could not be reached or answered an error: the upload or download cannot proceed for now. */
export class FileStoreUnavailableError extends Error {
  override name = 'FileStoreUnavailableError';
  readonly code = 'STORE_UNAVAILABLE';
  constructor(
    readonly store: FileStore['kind'],
    cause: unknown,
  ) {
    super(`The ${store} file store is unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

/** A key that is not a plain relative path: empty, absolute, with '..' or '.', an empty segment, '\\' or NUL. */
export class FileKeyError extends Error {
  override name = 'FileKeyError';
}

export const checkKey = (key: string): string => {
  const segments = key.split('/');
  const bad =
    key.length === 0 ||
    key.length > 1024 ||
    key.includes('\u0000') ||
    key.includes('\\') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw new FileKeyError(`Not a file key: ${JSON.stringify(key)}`);
  return key;
};
