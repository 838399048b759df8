import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpProblem } from '../../plugins/problem';
import { storageProblemFor } from '../../storage/storage-failure';
import { companyById, setCompanyAvatar } from '../companies/service';
import type { SettingsDeps } from '../settings/deps';
import { reencodeAvatar } from './image';

/** 128 random bits: the URL cannot be guessed, and a new upload gets a new one, so it caches forever. */
export const avatarFilePattern = /^[0-9a-f]{32}\.png$/;
export const avatarUrlPath = '/api/avatars/';

export const avatarsDir = (deps: Pick<SettingsDeps, 'uploadsDir'>): string => path.join(deps.uploadsDir, 'avatars');

export const avatarUrl = (file: string | null): string | null => (file ? `${avatarUrlPath}${file}` : null);

/** Stores the re-encoded image, points the company at it, then removes the one it replaced. */
export const replaceAvatar = async (deps: SettingsDeps, companyId: string, upload: Buffer): Promise<string> => {
  const image = await reencodeAvatar(upload);
  if (!image.ok) {
    const errors = [{ field: 'body/file', reason: image.reason }];
    if (image.reason === 'type') throw new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', { errors });
    if (image.reason === 'pixels') throw new HttpProblem(413, 'PAYLOAD_TOO_LARGE', { errors });
    throw new HttpProblem(400, 'VALIDATION_FAILED', { errors });
  }
  const company = await companyById(deps.db, companyId);
  if (!company) throw new HttpProblem(401, 'UNAUTHORIZED');
  const dir = avatarsDir(deps);
  const file = `${randomBytes(16).toString('hex')}.png`;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, file), image.png, { flag: 'wx' });
  } catch (error) {
    // A write cut short by a full volume leaves the part it wrote.
    await rm(path.join(dir, file), { force: true });
    throw storageProblemFor(error);
  }
  try {
    await setCompanyAvatar(deps, companyId, file, deps.clock());
  } catch (error) {
    await rm(path.join(dir, file), { force: true });
    throw error;
  }
  if (company.avatar_file) await rm(path.join(dir, company.avatar_file), { force: true });
  return avatarUrl(file)!;
};

export const removeAvatar = async (deps: SettingsDeps, companyId: string): Promise<void> => {
  const company = await companyById(deps.db, companyId);
  if (!company?.avatar_file) return;
  await setCompanyAvatar(deps, companyId, null, deps.clock());
  await rm(path.join(avatarsDir(deps), company.avatar_file), { force: true });
};
