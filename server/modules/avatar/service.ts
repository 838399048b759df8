import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { storageProblemFor } from '../../storage/storage-failure';
import { companyById, requireCompany, setCompanyAvatar } from '../companies/service';
import type { SettingsDeps } from '../settings/deps';
import { AvatarRefusal } from './avatar-refusal';
import { reencodeAvatar } from './image';

/** 128 random bits: the URL cannot be guessed, and a new upload gets a new one, so it caches forever. */
export const avatarFilePattern = /^[0-9a-f]{32}\.png$/;
export const avatarUrlPath = '/api/avatars/';

/** The logos' folder of a local store (DATA_DIR/uploads/avatars), for the operator's checks. */
export const avatarsDir = (uploadsDir: string): string => path.join(uploadsDir, 'avatars');

/** The store key of a logo file. */
export const avatarKey = (file: string): string => `uploads/avatars/${file}`;

export const avatarUrl = (file: string | null): string | null => (file ? `${avatarUrlPath}${file}` : null);

export type AvatarDeps = Pick<SettingsDeps, 'db' | 'clock' | 'files'>;

/** Stores the re-encoded image, points the company at it, then removes the one it replaced. */
export const replaceAvatar = async (deps: AvatarDeps, companyId: string, upload: Buffer): Promise<string> => {
  const image = await reencodeAvatar(upload);
  if (!image.ok) throw new AvatarRefusal({ kind: 'image-rejected', reason: image.reason });
  const company = await requireCompany(deps.db, companyId);
  const file = `${randomBytes(16).toString('hex')}.png`;
  try {
    // A put is whole or absent: a write cut short leaves nothing under the key.
    await deps.files.put(avatarKey(file), image.png, 'image/png');
  } catch (error) {
    throw storageProblemFor(error);
  }
  try {
    await setCompanyAvatar(deps, companyId, file, deps.clock());
  } catch (error) {
    await deps.files.delete(avatarKey(file)).catch(() => undefined);
    throw error;
  }
  // The new logo is in place; a store that fails now only leaves the old file behind.
  if (company.avatar_file) await deps.files.delete(avatarKey(company.avatar_file)).catch(() => undefined);
  return avatarUrl(file)!;
};

export const removeAvatar = async (deps: AvatarDeps, companyId: string): Promise<void> => {
  const company = await companyById(deps.db, companyId);
  if (!company?.avatar_file) return;
  await setCompanyAvatar(deps, companyId, null, deps.clock());
  await deps.files.delete(avatarKey(company.avatar_file)).catch(() => undefined);
};
