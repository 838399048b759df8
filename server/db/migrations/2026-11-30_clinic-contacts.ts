import type { Kysely } from 'kysely';

// Frozen in time like every migration: no application imports, portable column types only.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // The clinic's street address and website, for the patient's preview page: patients reach the clinic, not us.
  await db.schema
    .alterTable('companies')
    .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('companies')
    .addColumn('website', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('companies').dropColumn('website').execute();
  await db.schema.alterTable('companies').dropColumn('address').execute();
};
