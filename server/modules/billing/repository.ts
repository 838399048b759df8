import type { Kysely } from 'kysely';
import type { Database, Order } from '../../db/tables';

type Db = Kysely<Database>;

export const insertOrder = async (
  db: Db,
  order: Omit<Order, 'status' | 'extra_days' | 'applied_kind' | 'applied_reason'>,
): Promise<void> => {
  await db.insertInto('orders').values(order).execute();
};

export const findOrder = (db: Db, id: string): Promise<Order | undefined> =>
  db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

export const findOrderByReference = (db: Db, provider: string, reference: string): Promise<Order | undefined> =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_reference', '=', reference)
    .executeTakeFirst();

export const listOrders = (db: Db, companyId: string): Promise<Order[]> =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();

export const setReference = async (db: Db, id: string, reference: string, now: string): Promise<void> => {
  await db.updateTable('orders').set({ provider_reference: reference, updated_at: now }).where('id', '=', id).execute();
};

/** Marks a pending order paid; false when it was not pending any more (a repeated or concurrent confirmation). */
export const markPaid = async (
  db: Db,
  id: string,
  period: {
    startsAt: string;
    expiresAt: string;
    extraDays: number;
    appliedKind: Order['kind'];
    appliedReason: string | null;
  },
  now: string,
): Promise<boolean> => {
  const result = await db
    .updateTable('orders')
    .set({
      status: 'paid',
      paid_at: now,
      starts_at: period.startsAt,
      expires_at: period.expiresAt,
      extra_days: period.extraDays,
      applied_kind: period.appliedKind,
      applied_reason: period.appliedReason,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const markCancelled = async (db: Db, id: string, now: string): Promise<boolean> => {
  const result = await db
    .updateTable('orders')
    .set({ status: 'cancelled', updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** A closing company's unpaid orders: cancelled, so a checkout finished afterwards applies to nothing. */
export const cancelPendingOrdersOf = async (db: Db, companyId: string, now: string): Promise<number> => {
  const result = await db
    .updateTable('orders')
    .set({ status: 'cancelled', updated_at: now })
    .where('company_id', '=', companyId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};
