import { type Kysely, sql } from 'kysely';

// Frozen in time like every migration: no application imports, portable column types only.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // One row per company that asked to close: its schedule, and the erasure's progress so a crash resumes.
  await db.schema
    .createTable('company_closures')
    .addColumn('company_id', 'text', (col) => col.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('state', 'text', (col) =>
      col.notNull().check(sql`state in ('pending', 'erasing', 'erased', 'cancelled')`),
    )
    .addColumn('requested_by', 'text', (col) => col.notNull())
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('scheduled_for', 'text', (col) => col.notNull())
    // The table groups already erased, in the engine's fixed order.
    .addColumn('steps_done', 'integer', (col) => col.notNull().defaultTo(0))
    // File keys and folders whose rows a committed step removed; emptied once the files are gone.
    .addColumn('files_json', 'text', (col) => col.notNull().defaultTo('[]'))
    // Where the final e-mail goes: captured before the erasure, blanked when that e-mail is queued.
    .addColumn('contact_email', 'text', (col) => col.notNull())
    .addColumn('contact_name', 'text', (col) => col.notNull())
    .addColumn('contact_language', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Housekeeping's look for closures that are due or were interrupted.
  await db.schema
    .createIndex('company_closures_state_idx')
    .on('company_closures')
    .columns(['state', 'scheduled_for'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('company_closures').execute();
};
