import type { Kysely } from 'kysely';
import type { Company, Database, NewCompany } from '../../db/tables';
import { compiledOnce } from '../../db/compiled-once';

export const insertCompany = async (db: Kysely<Database>, company: NewCompany): Promise<void> => {
  await db.insertInto('companies').values(company).execute();
};

// Read by every card GET, validate and signed-in request.
const companyByIdQuery = compiledOnce((db, id: string) => db.selectFrom('companies').selectAll().where('id', '=', id));

export const findCompanyById = async (db: Kysely<Database>, id: string): Promise<Company | undefined> =>
  (await companyByIdQuery(db, id))[0];

export const findCompanyByEmail = (db: Kysely<Database>, emailNormalized: string): Promise<Company | undefined> =>
  db.selectFrom('companies').selectAll().where('email_normalized', '=', emailNormalized).executeTakeFirst();

/** Confirms only while `emailNormalized` is still the company's address; true when this call confirmed it. */
export const setEmailConfirmed = async (
  db: Kysely<Database>,
  id: string,
  emailNormalized: string,
  at: string,
): Promise<boolean> => {
  const result = await db
    .updateTable('companies')
    .set({ email_confirmed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('email_normalized', '=', emailNormalized)
    .where('email_confirmed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const setPasswordHash = async (
  db: Kysely<Database>,
  id: string,
  passwordHash: string,
  at: string,
): Promise<void> => {
  await db.updateTable('companies').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', id).execute();
};
