import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CompanyExportRow } from '../../db/tables-company-exports';

/**
 * The e-mailed link is a capability: `<export id>.<HMAC>` over the export, its company and its expiry, keyed by a key
 * derived from the server's secrets. Nothing is stored for it; a changed id, company or expiry breaks the signature,
 * and the expiry is checked against the row at each download.
 */
export const exportLinkKey = (serverKey: Buffer): Buffer =>
  createHmac('sha256', serverKey).update('company-export-link').digest();

const signatureOf = (key: Buffer, row: Pick<CompanyExportRow, 'id' | 'company_id' | 'expires_at'>): Buffer =>
  createHmac('sha256', key)
    .update(`${row.id}\n${row.company_id}\n${row.expires_at ?? ''}`)
    .digest();

export const exportToken = (key: Buffer, row: Pick<CompanyExportRow, 'id' | 'company_id' | 'expires_at'>): string =>
  `${row.id}.${signatureOf(key, row).toString('base64url')}`;

/** The export id a token names, before its signature is checked; null for anything not shaped like a token. */
export const exportIdOf = (token: string): string | null => {
  const match = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? match[1]! : null;
};

export const tokenMatches = (key: Buffer, token: string, row: CompanyExportRow): boolean => {
  // Compared as text: decoding first would accept other spellings of the same bytes (the last character's spare bits).
  const given = Buffer.from(token.slice(token.indexOf('.') + 1));
  const expected = Buffer.from(signatureOf(key, row).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected);
};
