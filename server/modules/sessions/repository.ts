import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, NewSession, Session } from '../../db/tables';

export const insertSession = async (db: Kysely<Database>, session: NewSession): Promise<void> => {
  await db.insertInto('sessions').values(session).execute();
};

// The benchmark's bare baseline compiles it too (bench/baselines/), so both run the same SQL.
export const sessionByTokenHashQuery = (db: Kysely<Database>, tokenHash: string) =>
  db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash);

const sessionsByTokenHash = compiledOnce(sessionByTokenHashQuery);

/** The session of a token hash; a company's sessions go with it (the foreign key cascades on both dialects). */
export const findSessionByTokenHash = async (db: Kysely<Database>, tokenHash: string): Promise<Session | undefined> =>
  (await sessionsByTokenHash(db, tokenHash))[0];

// The benchmark's bare baseline compiles it too (bench/baselines/), so both run the same SQL.
export const touchSessionQuery = (
  db: Kysely<Database>,
  id: string,
  at: string,
  expiresAt: string,
  staleBefore: string,
) =>
  db
    .updateTable('sessions')
    .set({ last_seen_at: at, expires_at: expiresAt })
    .where('id', '=', id)
    .where('last_seen_at', '<', staleBefore)
    .where('revoked_at', 'is', null);

/** Moves the idle deadline, unless another request already did within the last `staleBefore`. */
export const touchSession = async (
  db: Kysely<Database>,
  id: string,
  at: string,
  expiresAt: string,
  staleBefore: string,
): Promise<void> => {
  await touchSessionQuery(db, id, at, expiresAt, staleBefore).execute();
};

export const revokeSessionById = async (
  db: Kysely<Database>,
  companyId: string,
  id: string,
  at: string,
): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null)
    .execute();
};

/** Revokes every live session of a company, except `keepId` when given; returns how many. */
export const revokeCompanySessions = async (
  db: Kysely<Database>,
  companyId: string,
  at: string,
  keepId?: string,
): Promise<number> => {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null);
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** Removes sessions that expired or were revoked before `before`. */
export const deleteSessionsEndedBefore = async (db: Kysely<Database>, before: string): Promise<number> => {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** Signs a member out everywhere (a new password or role), or everywhere but `keepId` (its own change). */
export const revokeStaffMemberSessions = async (
  db: Kysely<Database>,
  staffId: string,
  at: string,
  keepId?: string,
): Promise<void> => {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null);
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  await query.execute();
};

/** A closing company's sessions, live or ended. */
export const deleteCompanySessions = async (db: Kysely<Database>, companyId: string): Promise<number> => {
  const result = await db.deleteFrom('sessions').where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numDeletedRows);
};
