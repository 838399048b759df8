import { type Kysely, sql } from 'kysely';

// Frozen in time like every migration: no application imports, portable column types only.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // A company's data export: a ZIP built in the background, kept in the file store for a few days.
  await db.schema
    .createTable('company_exports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('queued', 'building', 'ready', 'failed')`))
    .addColumn('progress_done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer', (col) => col.notNull().defaultTo(0))
    // The file-store key of the finished ZIP; null until it is ready.
    .addColumn('file_key', 'text')
    // bigint: a clinic's pictures can pass 2 GiB.
    .addColumn('size_bytes', 'bigint')
    .addColumn('failure', 'text')
    // The process building it, until when: several server processes may run, and a stopped one's lease runs out.
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('ready_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // One export at a time per company: two requests racing leave one row queued or building.
  await db.schema
    .createIndex('company_exports_one_active')
    .on('company_exports')
    .column('company_id')
    .unique()
    .where(sql<boolean>`state in ('queued', 'building')`)
    .execute();
  await db.schema
    .createIndex('company_exports_company_idx')
    .on('company_exports')
    .columns(['company_id', 'requested_at'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('company_exports').execute();
};
