import type { TestDb } from './test-db';

const companyTables = [
  'staff',
  'price_rows',
  'sessions',
  'link_tokens',
  'mail_outbox',
  'company_licenses',
  'device_slots',
  'orders',
  'treatment_cards',
  'security_events',
] as const;

const byJson = (rows: unknown[]): unknown[] =>
  rows
    .map((row) => JSON.stringify(row))
    .sort()
    .map((row) => JSON.parse(row) as unknown);

/** Every row that belongs to one company (its card files and the retired keys too), in a stable order. */
export const companySnapshot = async (db: TestDb['db'], companyId: string): Promise<Record<string, unknown[]>> => {
  const snapshot: Record<string, unknown[]> = {
    companies: await db.selectFrom('companies').selectAll().where('id', '=', companyId).execute(),
  };
  for (const table of companyTables) {
    snapshot[table] = byJson(await db.selectFrom(table).selectAll().where('company_id', '=', companyId).execute());
  }
  snapshot.treatment_card_files = byJson(
    await db
      .selectFrom('treatment_card_files')
      .selectAll()
      .where('card_id', 'in', db.selectFrom('treatment_cards').select('id').where('company_id', '=', companyId))
      .execute(),
  );
  snapshot.retired_keys = byJson(
    await db
      .selectFrom('retired_keys')
      .selectAll()
      .where('slot_id', 'in', db.selectFrom('device_slots').select('id').where('company_id', '=', companyId))
      .execute(),
  );
  return snapshot;
};
