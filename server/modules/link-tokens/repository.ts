import type { Kysely } from 'kysely';
import type { Database, LinkToken, LinkTokenPurpose, NewLinkToken } from '../../db/tables';

export const insertLinkToken = async (db: Kysely<Database>, token: NewLinkToken): Promise<void> => {
  await db.insertInto('link_tokens').values(token).execute();
};

export const findLinkTokenByHash = (
  db: Kysely<Database>,
  tokenHash: string,
  purpose: LinkTokenPurpose,
): Promise<LinkToken | undefined> =>
  db
    .selectFrom('link_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();

/** Marks a token used unless it already is used or revoked; true for the one caller that wins. */
export const markLinkTokenUsed = async (db: Kysely<Database>, id: string, at: string): Promise<boolean> => {
  const result = await db
    .updateTable('link_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const revokeUnusedLinkTokens = async (
  db: Kysely<Database>,
  companyId: string,
  purpose: LinkTokenPurpose,
  at: string,
): Promise<void> => {
  await db
    .updateTable('link_tokens')
    .set({ revoked_at: at })
    .where('company_id', '=', companyId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
};

export const deleteLinkTokensExpiredBefore = async (db: Kysely<Database>, before: string): Promise<number> => {
  const result = await db.deleteFrom('link_tokens').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
};

export const deleteCompanyLinkTokens = async (db: Kysely<Database>, companyId: string): Promise<number> => {
  const result = await db.deleteFrom('link_tokens').where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numDeletedRows);
};
