import type { Kysely } from 'kysely';
import type { Database, StaffRow } from '../../db/tables';

export const staffByLogin = (db: Kysely<Database>, loginNormalized: string): Promise<StaffRow | undefined> =>
  db.selectFrom('staff').selectAll().where('login_normalized', '=', loginNormalized).executeTakeFirst();

export const staffOfCompany = (db: Kysely<Database>, companyId: string): Promise<StaffRow[]> =>
  db.selectFrom('staff').selectAll().where('company_id', '=', companyId).orderBy('id').execute();

/** A member only through its own company: another company's id reads as not found. */
export const staffMember = (db: Kysely<Database>, companyId: string, id: string): Promise<StaffRow | undefined> =>
  db.selectFrom('staff').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();

export const insertStaff = async (db: Kysely<Database>, row: StaffRow): Promise<void> => {
  await db.insertInto('staff').values(row).execute();
};

export const updateStaff = async (
  db: Kysely<Database>,
  companyId: string,
  id: string,
  changes: Partial<
    Pick<StaffRow, 'first_name' | 'last_name' | 'login' | 'login_normalized' | 'role' | 'password_hash' | 'updated_at'>
  >,
): Promise<boolean> => {
  const result = await db
    .updateTable('staff')
    .set(changes)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const deleteStaff = async (db: Kysely<Database>, companyId: string, id: string): Promise<boolean> => {
  const result = await db
    .deleteFrom('staff')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
};

export const deleteCompanyStaff = async (db: Kysely<Database>, companyId: string): Promise<number> => {
  const result = await db.deleteFrom('staff').where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numDeletedRows);
};
