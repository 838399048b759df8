import type { Kysely } from 'kysely';
import type { Database, SecurityEventRow } from '../../db/tables';

export interface EventCursor {
  at: string;
  id: string;
}

export const insertEvent = async (db: Kysely<Database>, row: SecurityEventRow): Promise<void> => {
  await db.insertInto('security_events').values(row).execute();
};

/** One page of a company's events, newest first, strictly before the cursor. */
export const eventsPage = (
  db: Kysely<Database>,
  companyId: string,
  before: EventCursor | null,
  limit: number,
): Promise<SecurityEventRow[]> => {
  let query = db.selectFrom('security_events').selectAll().where('company_id', '=', companyId);
  if (before) {
    query = query.where((eb) =>
      eb.or([eb('at', '<', before.at), eb.and([eb('at', '=', before.at), eb('id', '<', before.id)])]),
    );
  }
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
};

/** Deletes every event recorded before `cutoff`; returns how many. */
export const purgeEventsBefore = async (db: Kysely<Database>, cutoff: string): Promise<number> => {
  const result = await db.deleteFrom('security_events').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
};

export const deleteCompanyEvents = async (db: Kysely<Database>, companyId: string): Promise<number> => {
  const result = await db.deleteFrom('security_events').where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numDeletedRows);
};
