import { Type, type Static } from 'typebox';
import { deviceOperatingSystems } from './desktop-app';

export const Release = Type.Object({
  id: Type.String(),
  os: Type.Enum(deviceOperatingSystems),
  version: Type.String(),
  fileName: Type.String(),
  sizeBytes: Type.Integer(),
  /** Lower-case hex SHA-256 of the file, for checking the download. */
  sha256: Type.String(),
  notes: Type.String(),
  publishedAt: Type.String(),
  /** A short-lived signed link (see `downloadExpiresAt`); ask the list again for a fresh one. */
  downloadUrl: Type.String(),
  downloadExpiresAt: Type.String(),
});
export type Release = Static<typeof Release>;

/** The latest release per operating system; an OS without one is absent. */
export const ReleasesResponse = Type.Object({ releases: Type.Array(Release) });
export type ReleasesResponse = Static<typeof ReleasesResponse>;

export const releaseVersionPattern = '^[0-9]+\\.[0-9]+\\.[0-9]+([-+][0-9A-Za-z.-]+)?$';
export const downloadLinkMinutes = 10;
