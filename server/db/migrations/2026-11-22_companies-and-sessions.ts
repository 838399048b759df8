import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code (not even the Database interface, hence
// Kysely<unknown>), so later changes cannot rewrite history.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_normalized', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) =>
      col
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'ru', 'uk')`),
    )
    .addColumn('email_confirmed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  // Listing and revoking a company's sessions; the cascade from companies also needs it on PostgreSQL.
  await db.schema.createIndex('sessions_company_id_idx').on('sessions').column('company_id').execute();
  // Purging expired sessions.
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('companies').execute();
};
