import type { Kysely } from 'kysely';
import type { Database, SubscriptionPeriodRow } from '../../db/tables';

type Db = Kysely<Database>;

/** A company's periods in time order (a company has a handful: a few a year). */
export const listPeriods = (db: Db, companyId: string): Promise<SubscriptionPeriodRow[]> =>
  db
    .selectFrom('subscription_periods')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();

export const insertPeriod = async (db: Db, period: SubscriptionPeriodRow): Promise<void> => {
  await db.insertInto('subscription_periods').values(period).execute();
};

/** Moves a period that has not started yet, or ends the running one early (an upgrade replaces its rest). */
export const setPeriodSpan = async (
  db: Db,
  id: string,
  span: { startsAt: string; endsAt: string },
  now: string,
): Promise<void> => {
  await db
    .updateTable('subscription_periods')
    .set({ starts_at: span.startsAt, ends_at: span.endsAt, updated_at: now })
    .where('id', '=', id)
    .execute();
};

export const deleteCompanyPeriods = async (db: Db, companyId: string): Promise<number> => {
  const result = await db.deleteFrom('subscription_periods').where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numDeletedRows);
};
