import type { Kysely } from 'kysely';

// Frozen in time like every migration: no application imports, portable column types only.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // The company's audit log: who signed in, changed a password or staff, reloaded a key, unlinked the platform.
  await db.schema
    .createTable('security_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    // owner, staff, device or system; the label names the staff login or the device, empty otherwise.
    .addColumn('actor_kind', 'text', (col) => col.notNull())
    .addColumn('actor_label', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ip', 'text')
    // Small JSON object of what changed (ids, names, roles); never a password, token or key.
    .addColumn('details_json', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  // The owner's list, newest first, paged by (at, id).
  await db.schema
    .createIndex('security_events_company_at_idx')
    .on('security_events')
    .columns(['company_id', 'at', 'id'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('security_events').execute();
};
