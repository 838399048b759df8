import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Download links that work for a few minutes: the release id and an expiry, signed with an HMAC key the server
 * derives from its encryption key. Nothing is stored; a tampered or old link is refused.
 */
export const signDownload = (key: Buffer, releaseId: string, expiresAtSeconds: number): string =>
  createHmac('sha256', key).update(`download:${releaseId}:${expiresAtSeconds}`).digest('base64url');

export const downloadPath = (key: Buffer, releaseId: string, expiresAt: Date): string => {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `/api/downloads/${releaseId}?expires=${expires}&signature=${signDownload(key, releaseId, expires)}`;
};

export type LinkCheck = 'ok' | 'expired' | 'bad-signature';

export const checkDownload = (
  key: Buffer,
  releaseId: string,
  expires: number,
  signature: string,
  now: Date,
): LinkCheck => {
  const expected = Buffer.from(signDownload(key, releaseId, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
  return expires * 1000 <= now.getTime() ? 'expired' : 'ok';
};
