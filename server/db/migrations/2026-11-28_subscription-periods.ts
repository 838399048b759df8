import { type Kysely, sql } from 'kysely';

// Frozen in time like every migration: no application imports, portable column types only.

// The tables as this migration reads and writes them, frozen with it.
interface Tables {
  company_licenses: {
    company_id: string;
    subscription_devices: number | null;
    subscription_starts_at: string | null;
    subscription_expires_at: string | null;
    updated_at: string;
  };
  orders: { id: string; company_id: string; status: string; paid_at: string | null };
  subscription_periods: {
    id: string;
    company_id: string;
    order_id: string | null;
    starts_at: string;
    ends_at: string;
    devices: number;
    created_at: string;
    updated_at: string;
  };
}

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const data = db as Kysely<Tables>;
  // A subscription is a sequence of paid periods, each with its own device count and the order that paid for it.
  await db.schema
    .createTable('subscription_periods')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    // Null only for a period carried over from the single license row of earlier versions without a paid order.
    .addColumn('order_id', 'text', (col) => col.references('orders.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('devices', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('subscription_periods_company_idx')
    .on('subscription_periods')
    .columns(['company_id', 'starts_at'])
    .execute();
  // An order pays for one period, never two.
  await db.schema
    .createIndex('subscription_periods_order_idx')
    .on('subscription_periods')
    .column('order_id')
    .unique()
    .execute();

  // What a paid order was applied as when its kind no longer fitted (a second buy, an upgrade to as many devices).
  await db.schema
    .alterTable('orders')
    .addColumn('applied_kind', 'text', (col) => col.check(sql`applied_kind in ('buy', 'renew', 'upgrade')`))
    .execute();
  await db.schema.alterTable('orders').addColumn('applied_reason', 'text').execute();

  // Each license row's one period becomes the company's first period, paid by its newest paid order.
  const licenses = await data
    .selectFrom('company_licenses')
    .select(['company_id', 'subscription_devices', 'subscription_starts_at', 'subscription_expires_at', 'updated_at'])
    .where('subscription_devices', 'is not', null)
    .where('subscription_starts_at', 'is not', null)
    .where('subscription_expires_at', 'is not', null)
    .execute();
  for (const license of licenses) {
    const paid = await data
      .selectFrom('orders')
      .select('id')
      .where('company_id', '=', license.company_id)
      .where('status', '=', 'paid')
      .orderBy('paid_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    await data
      .insertInto('subscription_periods')
      .values({
        // Company ids are unique, and a company had one period, so its id names the carried-over period.
        id: license.company_id,
        company_id: license.company_id,
        order_id: paid?.id ?? null,
        starts_at: license.subscription_starts_at as string,
        ends_at: license.subscription_expires_at as string,
        devices: license.subscription_devices as number,
        created_at: license.updated_at,
        updated_at: license.updated_at,
      })
      .execute();
  }
  // One statement per column: SQLite drops one column at a time.
  for (const column of ['subscription_devices', 'subscription_starts_at', 'subscription_expires_at']) {
    await db.schema.alterTable('company_licenses').dropColumn(column).execute();
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  const data = db as Kysely<Tables>;
  await db.schema.alterTable('company_licenses').addColumn('subscription_devices', 'integer').execute();
  await db.schema.alterTable('company_licenses').addColumn('subscription_starts_at', 'text').execute();
  await db.schema.alterTable('company_licenses').addColumn('subscription_expires_at', 'text').execute();
  // The single row keeps the period running now or last, as earlier versions knew only one.
  const periods = await data
    .selectFrom('subscription_periods')
    .select(['company_id', 'starts_at', 'ends_at', 'devices'])
    .orderBy('starts_at')
    .execute();
  const lastOf = new Map(periods.map((period) => [period.company_id, period]));
  for (const period of lastOf.values()) {
    await data
      .updateTable('company_licenses')
      .set({
        subscription_devices: period.devices,
        subscription_starts_at: period.starts_at,
        subscription_expires_at: period.ends_at,
      })
      .where('company_id', '=', period.company_id)
      .execute();
  }
  await db.schema.alterTable('orders').dropColumn('applied_reason').execute();
  await db.schema.alterTable('orders').dropColumn('applied_kind').execute();
  await db.schema.dropTable('subscription_periods').execute();
};
