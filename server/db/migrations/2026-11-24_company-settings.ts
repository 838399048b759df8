import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

// Frozen in time like every migration: no application imports, portable column types only.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Profile, logo, price-list currency and the patient-platform link live on the company row.
  const companyColumns: [string, 'text', ((col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder)?][] = [
    ['country', 'text'],
    ['city', 'text', (col) => col.notNull().defaultTo('')],
    ['ceo', 'text', (col) => col.notNull().defaultTo('')],
    ['contact_person', 'text', (col) => col.notNull().defaultTo('')],
    ['phone', 'text'],
    // File name under $DATA_DIR/uploads/avatars/; random, so its URL cannot be guessed and caches forever.
    ['avatar_file', 'text'],
    ['currency', 'text', (col) => col.notNull().defaultTo('USD')],
    // AES-256-GCM of the platform's API token; never the token itself.
    ['platform_token_encrypted', 'text'],
    ['platform_linked_at', 'text'],
  ];
  for (const [name, type, build] of companyColumns) {
    await db.schema
      .alterTable('companies')
      .addColumn(name, type, build ?? ((col) => col))
      .execute();
  }

  await db.schema
    .createTable('staff')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('login', 'text', (col) => col.notNull())
    // Unique across every company: sign-in finds the member by it alone.
    .addColumn('login_normalized', 'text', (col) => col.notNull().unique())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'doctor')`))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_company_id_idx').on('staff').column('company_id').execute();

  // A staff member's sessions end with them (deleted, demoted or given a new password).
  await db.schema
    .alterTable('sessions')
    .addColumn('staff_id', 'text', (col) => col.references('staff.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('sessions_staff_id_idx').on('sessions').column('staff_id').execute();

  await db.schema
    .createTable('price_rows')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('element_code', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    // Minor units of the company's currency; bigint, since 0-digit currencies reach billions.
    .addColumn('price_minor', 'bigint', (col) => col.notNull().check(sql`price_minor >= 0`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('price_rows_company_id_idx').on('price_rows').columns(['company_id', 'id']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('price_rows').execute();
  await db.schema.dropIndex('sessions_staff_id_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('staff_id').execute();
  await db.schema.dropTable('staff').execute();
  for (const name of [
    'platform_linked_at',
    'platform_token_encrypted',
    'currency',
    'avatar_file',
    'phone',
    'contact_person',
    'ceo',
    'city',
    'country',
  ]) {
    await db.schema.alterTable('companies').dropColumn(name).execute();
  }
};
