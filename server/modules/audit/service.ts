import type { Kysely } from 'kysely';
import type { SecurityEvent, SecurityEventPage, SecurityEventsQuery } from '../../../contract/api/security-events';
import { securityEventsPageDefault, securityEventsRetentionDays } from '../../../contract/rules/security-events';
import { iso } from '../../clock';
import type { Database, SecurityEventRow } from '../../db/tables';
import { type EventCursor, deleteCompanyEvents, eventsPage, purgeEventsBefore } from './repository';

const toEvent = (row: SecurityEventRow): SecurityEvent => ({
  id: row.id,
  at: row.at,
  type: row.type,
  actor: { kind: row.actor_kind, label: row.actor_label },
  ip: row.ip,
  details: JSON.parse(row.details_json) as Record<string, string>,
});

const cursorOf = (row: SecurityEventRow): string => `${row.at}_${row.id}`;

// The query schema has checked the shape already: an ISO instant, `_`, an id.
const parseCursor = (cursor: string): EventCursor => {
  const split = cursor.lastIndexOf('_');
  return { at: cursor.slice(0, split), id: cursor.slice(split + 1) };
};

/** A page of the company's events, newest first; one extra row tells whether an older page exists. */
export const listSecurityEvents = async (
  db: Kysely<Database>,
  companyId: string,
  query: SecurityEventsQuery,
): Promise<SecurityEventPage> => {
  const limit = query.limit ?? securityEventsPageDefault;
  const rows = await eventsPage(db, companyId, query.before ? parseCursor(query.before) : null, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { events: page.map(toEvent), nextCursor: rows.length > limit && last ? cursorOf(last) : null };
};

/** Housekeeping: events older than the retention period. */
export const purgeOldSecurityEvents = (db: Kysely<Database>, now: Date): Promise<number> =>
  purgeEventsBefore(db, iso(new Date(now.getTime() - securityEventsRetentionDays * 86_400_000)));

/** Deletes a closing company's security events, inside the caller's transaction. */
export const eraseCompanyEvents = (db: Kysely<Database>, companyId: string): Promise<number> =>
  deleteCompanyEvents(db, companyId);

/** Every event of the company still kept, newest first, for its data export. */
export const exportSecurityEvents = async (db: Kysely<Database>, companyId: string): Promise<SecurityEvent[]> =>
  (await eventsPage(db, companyId, null, Number.MAX_SAFE_INTEGER)).map(toEvent);
