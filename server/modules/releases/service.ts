import { createHash } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  type Release as ReleaseView,
  downloadLinkMinutes,
  releaseVersionPattern,
} from '../../../contract/api/releases';
import { iso } from '../../clock';
import { newId } from '../../db/ids';
import type { Database, Release } from '../../db/tables';
import type { FileStore } from '../../storage/file-store';
import { downloadPath } from './download-links';
import { findReleaseByVersion, insertRelease, latestReleases } from './repository';

/** The installers' folder of a local store (DATA_DIR/releases), for the operator's checks. */
export const releasesDir = (dataDir: string): string => path.join(dataDir, 'releases');

/** The store key of an installer. */
export const releaseKey = (storageName: string): string => `releases/${storageName}`;

/** Passes the bytes through and hashes them on the way, so the hash is of exactly what was stored. */
const hashing = () => {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
};

export interface NewRelease {
  os: Release['os'];
  version: string;
  notes: string;
  file: string;
  now: Date;
}

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/**
 * Stores an installer in the file store (`releases/` under DATA_DIR, or the bucket) and records it. The file is
 * stored first and the row written after; a row that cannot be written takes the stored file with it, so a failure
 * leaves neither a stray file nor a row without a file.
 */
export const addRelease = async (db: Kysely<Database>, files: FileStore, release: NewRelease): Promise<Release> => {
  if (!new RegExp(releaseVersionPattern).test(release.version)) {
    throw new ReleaseError(`--version must look like 1.2.3 (optionally -beta.1), got "${release.version}"`);
  }
  let size: number;
  try {
    const stat = statSync(release.file);
    if (!stat.isFile()) throw new Error('not a regular file');
    size = stat.size;
  } catch (error) {
    throw new ReleaseError(`Cannot read the installer ${release.file}: ${(error as Error).message}`);
  }
  if (size === 0) throw new ReleaseError(`The installer ${release.file} is empty`);
  if (await findReleaseByVersion(db, release.os, release.version)) {
    throw new ReleaseError(`${release.os} ${release.version} is already published`);
  }
  const id = newId(release.now.getTime());
  const fileName = path.basename(release.file);
  const storageName = `${id}-${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}`;
  const hash = hashing();
  try {
    const source = createReadStream(release.file);
    source.once('error', (error) => hash.stream.destroy(error));
    const stream = source.pipe(hash.stream);
    await files.put(releaseKey(storageName), { stream, length: size }, 'application/octet-stream');
  } catch (error) {
    throw new ReleaseError(`Cannot store the installer in the ${files.kind} file store: ${(error as Error).message}`);
  }
  const row: Release = {
    id,
    os: release.os,
    version: release.version,
    file_name: fileName,
    size_bytes: size,
    sha256: hash.digest(),
    notes: release.notes,
    storage_name: storageName,
    published_at: iso(release.now),
  };
  try {
    await insertRelease(db, row);
  } catch (error) {
    await files.delete(releaseKey(storageName)).catch(() => undefined);
    throw error;
  }
  return row;
};

/** The latest release of each operating system, as stored. */
export const latestPublishedReleases = (db: Kysely<Database>): Promise<Release[]> => latestReleases(db);

export const releaseViews = async (
  db: Kysely<Database>,
  linkKey: Buffer,
  publicUrl: string,
  now: Date,
): Promise<ReleaseView[]> => {
  const expiresAt = new Date(now.getTime() + downloadLinkMinutes * 60_000);
  return (await latestReleases(db)).map((release) => ({
    id: release.id,
    os: release.os,
    version: release.version,
    fileName: release.file_name,
    sizeBytes: release.size_bytes,
    sha256: release.sha256,
    notes: release.notes,
    publishedAt: release.published_at,
    downloadUrl: `${publicUrl}${downloadPath(linkKey, release.id, expiresAt)}`,
    downloadExpiresAt: iso(expiresAt),
  }));
};
