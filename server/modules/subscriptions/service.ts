import type { Kysely } from 'kysely';
import { iso } from '../../clock';
import { newId } from '../../db/ids';
import type { Database, SubscriptionPeriodRow } from '../../db/tables';
import { deleteCompanyPeriods, insertPeriod, listPeriods, setPeriodSpan } from './repository';
import { type PaidOrder, type Schedule, type ScheduledPeriod, schedulePaidOrder } from './schedule';

type Db = Kysely<Database>;

const toScheduled = (row: SubscriptionPeriodRow): ScheduledPeriod => ({
  id: row.id,
  orderId: row.order_id,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  devices: row.devices,
});

/** Every period of the company, in time order. */
export const companyPeriods = async (db: Db, companyId: string): Promise<ScheduledPeriod[]> =>
  (await listPeriods(db, companyId)).map(toScheduled);

/**
 * Adds the period a paid order bought and moves the periods it displaces. The caller holds the company's
 * confirmation lock inside one transaction (`db`), so no other confirmation of the company reads the periods
 * between this read and these writes.
 */
export const applyPaidOrder = async (
  db: Db,
  companyId: string,
  order: PaidOrder,
  now: Date,
  trialEndsAt: string | null,
): Promise<Schedule> => {
  const schedule = schedulePaidOrder(
    await companyPeriods(db, companyId),
    order,
    now,
    trialEndsAt,
    newId(now.getTime()),
  );
  for (const period of schedule.moved) await setPeriodSpan(db, period.id, period, iso(now));
  const { added } = schedule;
  await insertPeriod(db, {
    id: added.id,
    company_id: companyId,
    order_id: added.orderId,
    starts_at: added.startsAt,
    ends_at: added.endsAt,
    devices: added.devices,
    created_at: iso(now),
    updated_at: iso(now),
  });
  return schedule;
};

/** Deletes a closing company's paid periods (its orders stay with billing), inside the caller's transaction. */
export const eraseCompanyPeriods = (db: Db, companyId: string): Promise<number> => deleteCompanyPeriods(db, companyId);
