import type { Kysely, Updateable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { CompaniesTable, Company, Database, NewCompany } from '../../db/tables';

export const insertCompany = async (db: Kysely<Database>, company: NewCompany): Promise<void> => {
  await db.insertInto('companies').values(company).execute();
};

// The benchmark's bare baseline compiles it too (bench/baselines/), so both run the same SQL.
export const companyByIdQuery = (db: Kysely<Database>, id: string) =>
  db.selectFrom('companies').selectAll().where('id', '=', id);

const companiesById = compiledOnce(companyByIdQuery);

export const findCompanyById = async (db: Kysely<Database>, id: string): Promise<Company | undefined> =>
  (await companiesById(db, id))[0];

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

/** The columns of the company profile the settings page edits. */
export type ProfileColumns = Pick<
  Updateable<CompaniesTable>,
  'country' | 'city' | 'ceo' | 'contact_person' | 'phone' | 'address' | 'website'
>;

export const setProfileColumns = async (
  db: Kysely<Database>,
  id: string,
  columns: ProfileColumns,
  at: string,
): Promise<void> => {
  await db
    .updateTable('companies')
    .set({ ...columns, updated_at: at })
    .where('id', '=', id)
    .execute();
};

export const setAvatarFile = async (db: Kysely<Database>, id: string, file: string | null, at: string) => {
  await db.updateTable('companies').set({ avatar_file: file, updated_at: at }).where('id', '=', id).execute();
};

/** True when the company exists. */
export const setName = async (db: Kysely<Database>, id: string, name: string, at: string): Promise<boolean> => {
  const result = await db
    .updateTable('companies')
    .set({ name, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const setPlatformToken = async (db: Kysely<Database>, id: string, sealedToken: string, at: string) => {
  await db
    .updateTable('companies')
    .set({ platform_token_encrypted: sealedToken, platform_linked_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
};

/** True when the company had a token. */
export const clearPlatformToken = async (db: Kysely<Database>, id: string, at: string): Promise<boolean> => {
  const result = await db
    .updateTable('companies')
    .set({ platform_token_encrypted: null, platform_linked_at: null, updated_at: at })
    .where('id', '=', id)
    .where('platform_token_encrypted', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** Guarded by the old currency: true only when it was still `from`. */
export const switchCurrency = async (
  db: Kysely<Database>,
  id: string,
  from: string,
  to: string,
  at: string,
): Promise<boolean> => {
  const result = await db
    .updateTable('companies')
    .set({ currency: to, updated_at: at })
    .where('id', '=', id)
    .where('currency', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** The clinic's details as a new company starts with them, and as a closed one keeps them: none. */
export const emptyClinicDetails = {
  country: null,
  city: '',
  ceo: '',
  contact_person: '',
  phone: null,
  address: '',
  website: '',
  avatar_file: null,
  platform_token_encrypted: null,
  platform_linked_at: null,
} as const;

/**
 * Keeps the row as a tombstone the kept orders still point at, with nothing of the clinic in it: no name, address,
 * contacts, logo, token or password, and an e-mail key no sign-in can type (it has no `@`), so the address is free.
 */
export const blankCompany = async (db: Kysely<Database>, id: string, at: string): Promise<void> => {
  await db
    .updateTable('companies')
    .set({
      name: '',
      email: '',
      email_normalized: `erased:${id}`,
      password_hash: '',
      ...emptyClinicDetails,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
};
