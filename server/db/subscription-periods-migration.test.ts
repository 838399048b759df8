import { type Kysely, sql } from 'kysely';
import { useDatabaseMigratedTo } from '../../server-test/migration-test';
import { testDialect } from '../../server-test/test-db';

const before = '2026-11-27_security-events';
const periodsMigration = '2026-11-28_subscription-periods';
const now = '2026-11-22T10:00:00.000Z';

// The database as the previous version left it is not the Database interface of today: query it untyped.
const untyped = <DB>(db: Kysely<DB>) => db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe(`the subscription periods migration on ${testDialect()}`, () => {
  const { db: migratedDb, migrator } = useDatabaseMigratedTo(before);
  /** Applies this migration (and none after it); returns the names applied. */
  const migrateThroughPeriods = async (): Promise<string[]> => {
    const { error, results = [] } = await migrator().migrateTo(periodsMigration);
    if (error) throw error;
    return results.map((result) => result.migrationName);
  };

  it("turns each license row's period into the company's first period, paid by its newest paid order", async () => {
    const db = untyped(migratedDb());
    const company = (id: string) => ({
      id,
      name: 'Smile Clinic',
      email: `${id}@example.com`,
      email_normalized: `${id}@example.com`,
      password_hash: 'argon2id-hash',
      language: 'en',
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('companies')
      .values([company('paid'), company('trial')])
      .execute();
    const order = (id: string, paidAt: string) => ({
      id,
      company_id: 'paid',
      kind: 'buy',
      months: 3,
      devices: 5,
      price_cents: 11_700,
      currency: 'USD',
      status: 'paid',
      provider: 'sandbox',
      created_at: paidAt,
      updated_at: paidAt,
      paid_at: paidAt,
    });
    await db
      .insertInto('orders')
      .values([order('older', '2026-08-01T00:00:00.000Z'), order('newer', '2026-09-01T00:00:00.000Z')])
      .execute();
    await db
      .insertInto('company_licenses')
      .values([
        {
          company_id: 'paid',
          trial_started_at: null,
          subscription_devices: 5,
          subscription_starts_at: '2026-09-01T00:00:00.000Z',
          subscription_expires_at: '2026-12-30T00:00:00.000Z',
          updated_at: now,
        },
        { company_id: 'trial', trial_started_at: now, updated_at: now },
      ])
      .execute();

    expect(await migrateThroughPeriods()).toEqual([periodsMigration]);
    expect(await db.selectFrom('subscription_periods').selectAll().execute()).toEqual([
      {
        id: 'paid',
        company_id: 'paid',
        order_id: 'newer',
        starts_at: '2026-09-01T00:00:00.000Z',
        ends_at: '2026-12-30T00:00:00.000Z',
        devices: 5,
        created_at: now,
        updated_at: now,
      },
    ]);
    const columns = (await migratedDb().introspection.getTables())
      .find((table) => table.name === 'company_licenses')
      ?.columns.map((column) => column.name);
    expect(columns).not.toContain('subscription_devices');
    expect(
      await db.selectFrom('orders').select(['id', 'applied_kind', 'applied_reason']).orderBy('id').execute(),
    ).toEqual([
      { id: 'newer', applied_kind: null, applied_reason: null },
      { id: 'older', applied_kind: null, applied_reason: null },
    ]);
  });

  it('goes back to the single license row, keeping the last period', async () => {
    const { error } = await migrator().migrateTo(before);
    if (error) throw error;
    const row = await sql<{ subscription_devices: number; subscription_expires_at: string }>`
      select subscription_devices, subscription_expires_at from company_licenses where company_id = 'paid'
    `.execute(migratedDb());
    expect(row.rows).toEqual([{ subscription_devices: 5, subscription_expires_at: '2026-12-30T00:00:00.000Z' }]);
    expect(await migrateThroughPeriods()).toEqual([periodsMigration]);
  });
});
