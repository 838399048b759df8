import { createHmac, hkdfSync } from 'node:crypto';

/**
 * A lookup column for secrets stored sealed: an HMAC under a key derived from the encryption key, so equal secrets
 * find their row without decrypting every row, and the column alone reveals nothing to whoever reads the database.
 */
export const deriveLookupKey = (encryptionKey: Buffer, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', encryptionKey, Buffer.alloc(0), `dentiqo lookup: ${purpose}`, 32));

export const keyedHash = (lookupKey: Buffer, value: string): string =>
  createHmac('sha256', lookupKey).update(value, 'utf8').digest('hex');
