import type { Kysely } from 'kysely';
import { addMs, iso } from '../../clock';
import { newId } from '../../db/ids';
import type { Database, LinkToken, LinkTokenPurpose } from '../../db/tables';
import { hashSecretToken, newSecretToken } from '../../security/secret-tokens';
import {
  deleteCompanyLinkTokens,
  deleteLinkTokensExpiredBefore,
  findLinkTokenByHash,
  insertLinkToken,
  markLinkTokenUsed,
  revokeUnusedLinkTokens,
} from './repository';

export type { LinkToken } from '../../db/tables';

export interface IssueLinkTokenInput {
  companyId: string;
  purpose: LinkTokenPurpose;
  /** The normalised address the link goes to. */
  email: string;
  lifetimeMs: number;
}

/** Tokens stay answerable ("already used", "expired") this long after they expire, then housekeeping drops them. */
const keepExpiredMs = 30 * 24 * 60 * 60 * 1000;

/** A new single-use token; older unused links of the same purpose stop working, so only the latest e-mail counts. */
export const issueLinkToken = async (db: Kysely<Database>, input: IssueLinkTokenInput, now: Date): Promise<string> => {
  await revokeUnusedLinkTokens(db, input.companyId, input.purpose, iso(now));
  const token = newSecretToken();
  await insertLinkToken(db, {
    id: newId(now.getTime()),
    company_id: input.companyId,
    purpose: input.purpose,
    token_hash: hashSecretToken(token),
    email: input.email,
    created_at: iso(now),
    expires_at: iso(addMs(now, input.lifetimeMs)),
    used_at: null,
    revoked_at: null,
  });
  return token;
};

export type LinkTokenState =
  { state: 'unknown' } | { state: 'valid' | 'used' | 'revoked' | 'expired'; token: LinkToken };

/** What a presented token is; a token of another purpose is unknown here. */
export const inspectLinkToken = async (
  db: Kysely<Database>,
  token: string,
  purpose: LinkTokenPurpose,
  now: Date,
): Promise<LinkTokenState> => {
  const row = await findLinkTokenByHash(db, hashSecretToken(token), purpose);
  if (!row) return { state: 'unknown' };
  if (row.used_at !== null) return { state: 'used', token: row };
  if (row.revoked_at !== null) return { state: 'revoked', token: row };
  if (Date.parse(row.expires_at) <= now.getTime()) return { state: 'expired', token: row };
  return { state: 'valid', token: row };
};

/** Uses a token up; false when a concurrent request got there first. */
export const consumeLinkToken = (db: Kysely<Database>, id: string, now: Date): Promise<boolean> =>
  markLinkTokenUsed(db, id, iso(now));

export const revokeLinkTokens = (
  db: Kysely<Database>,
  companyId: string,
  purpose: LinkTokenPurpose,
  now: Date,
): Promise<void> => revokeUnusedLinkTokens(db, companyId, purpose, iso(now));

export const purgeExpiredLinkTokens = (db: Kysely<Database>, now: Date): Promise<number> =>
  deleteLinkTokensExpiredBefore(db, iso(addMs(now, -keepExpiredMs)));

/** Deletes every e-mailed link of a closing company, inside the caller's transaction. */
export const eraseCompanyLinkTokens = (db: Kysely<Database>, companyId: string): Promise<number> =>
  deleteCompanyLinkTokens(db, companyId);
