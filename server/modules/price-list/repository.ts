import { type Kysely } from 'kysely';
import { countsTowardsBonus } from '../../../contract/rules/price-list-bonus';
import type { Database, PriceRowRecord } from '../../db/tables';
import { compiledOnce } from '../../db/compiled-once';

export interface StoredRow extends Omit<PriceRowRecord, 'price_minor'> {
  price_minor: number;
}

// PostgreSQL hands bigint back as text; the amounts stay far below 2^53.
const fromDb = (row: PriceRowRecord): StoredRow => ({ ...row, price_minor: Number(row.price_minor) });

export const rowsOfCompany = async (db: Kysely<Database>, companyId: string): Promise<StoredRow[]> =>
  (await db.selectFrom('price_rows').selectAll().where('company_id', '=', companyId).orderBy('id').execute()).map(
    fromDb,
  );

export const rowOfCompany = async (
  db: Kysely<Database>,
  companyId: string,
  id: string,
): Promise<StoredRow | undefined> => {
  const row = await db
    .selectFrom('price_rows')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && fromDb(row);
};

export const countRows = async (db: Kysely<Database>, companyId: string): Promise<number> => {
  const { count } = await db
    .selectFrom('price_rows')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(count);
};

/** Rows that count towards the price-list bonus, by the rule the SPA's table shows row by row. */
// The rule itself runs here, not in SQL: the SPA's table applies the same function row by row.
// The benchmark's bare baseline compiles it too (bench/baselines/), so both run the same SQL.
export const bonusFieldsQuery = (db: Kysely<Database>, companyId: string) =>
  db.selectFrom('price_rows').select(['element_code', 'name', 'price_minor']).where('company_id', '=', companyId);

const bonusFieldsOfRows = compiledOnce(bonusFieldsQuery);

export const countFilledRows = async (db: Kysely<Database>, companyId: string): Promise<number> =>
  (await bonusFieldsOfRows(db, companyId)).filter((row) =>
    countsTowardsBonus({ elementCode: row.element_code, name: row.name, priceMinor: Number(row.price_minor) }),
  ).length;

export const insertRow = async (db: Kysely<Database>, row: Omit<StoredRow, 'version'>): Promise<void> => {
  await db.insertInto('price_rows').values(row).execute();
};

/** Saves only while the row is still at `version` (optimistic locking); false when it moved on or is gone. */
export const updateRow = async (
  db: Kysely<Database>,
  companyId: string,
  id: string,
  version: number,
  changes: Pick<StoredRow, 'element_code' | 'name' | 'price_minor' | 'updated_at'>,
): Promise<boolean> => {
  const result = await db
    .updateTable('price_rows')
    .set({ ...changes, version: version + 1 })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const deleteRow = async (db: Kysely<Database>, companyId: string, id: string): Promise<boolean> => {
  const result = await db
    .deleteFrom('price_rows')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
};

export const setRowPrice = async (db: Kysely<Database>, id: string, priceMinor: number, at: string): Promise<void> => {
  await db
    .updateTable('price_rows')
    .set((eb) => ({ price_minor: priceMinor, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
};

export const deleteCompanyRows = async (db: Kysely<Database>, companyId: string): Promise<number> => {
  const result = await db.deleteFrom('price_rows').where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numDeletedRows);
};
