import { createHash } from 'node:crypto';
import { createReadStream, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import {
  type Release as ReleaseView,
  downloadLinkMinutes,
  releaseVersionPattern,
} from '../../../contract/api/releases';
import { iso } from '../../clock';
import { newId } from '../../db/ids';
import type { Database, Release } from '../../db/tables';
import { downloadPath } from './download-links';
import { findReleaseByVersion, insertRelease, latestReleases } from './repository';

export const releasesDir = (dataDir: string): string => path.join(dataDir, 'releases');

const fileSha256 = async (file: string): Promise<string> => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
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
 * Stores an installer under `$DATA_DIR/releases/` and records it. The file is copied to a temporary name and
 * renamed only once its row can be written, so a failure leaves neither a stray file nor a row without a file.
 */
export const addRelease = async (db: Kysely<Database>, dataDir: string, release: NewRelease): Promise<Release> => {
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
  const dir = releasesDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const temporary = path.join(dir, `.${storageName}.partial`);
  try {
    await copyFile(release.file, temporary);
    const row: Release = {
      id,
      os: release.os,
      version: release.version,
      file_name: fileName,
      size_bytes: size,
      sha256: await fileSha256(temporary),
      notes: release.notes,
      storage_name: storageName,
      published_at: iso(release.now),
    };
    await insertRelease(db, row);
    renameSync(temporary, path.join(dir, storageName));
    return row;
  } finally {
    rmSync(temporary, { force: true });
  }
};

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
