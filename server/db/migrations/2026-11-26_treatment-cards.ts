import { type Kysely, sql } from 'kysely';

// Frozen in time like every migration: no application imports, portable column types only.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // A plan card uploaded by the desktop program; the patient opens it by a link only its hash finds.
  await db.schema
    .createTable('treatment_cards')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    // The device slot that uploaded it; kept as a plain reference for the record, gone with the slot.
    .addColumn('slot_id', 'text', (col) => col.references('device_slots.id').onDelete('set null'))
    // SHA-256 of the preview link: the public lookup. The link itself is kept sealed, for the clinic's list.
    .addColumn('link_hash', 'text', (col) => col.notNull().unique())
    .addColumn('link_sealed', 'text', (col) => col.notNull())
    // Random folder name under $DATA_DIR/uploads/cards/.
    .addColumn('storage_dir', 'text', (col) => col.notNull().unique())
    .addColumn('patient_name', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'text', (col) => col.notNull())
    .addColumn('formula_description', 'text', (col) => col.notNull())
    .addColumn('formula_json', 'text', (col) => col.notNull())
    .addColumn('plan_json', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('total_minor', 'bigint', (col) => col.notNull().check(sql`total_minor >= 0`))
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_viewed_at', 'text')
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('platform_state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('not-sent')
        .check(sql`platform_state in ('not-sent', 'sent', 'failed')`),
    )
    .addColumn('platform_record_id', 'text')
    .addColumn('platform_error', 'text')
    .addColumn('platform_attempted_at', 'text')
    .addColumn('platform_sent_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // The clinic's list, newest first.
  await db.schema
    .createIndex('treatment_cards_company_created_idx')
    .on('treatment_cards')
    .columns(['company_id', 'created_at', 'id'])
    .execute();

  // The stored files of a card: image variants and the optional PDF.
  await db.schema
    .createTable('treatment_card_files')
    .addColumn('card_id', 'text', (col) => col.notNull().references('treatment_cards.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('before', 'after', 'pdf')`))
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('treatment_card_files_pk', ['card_id', 'name'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('treatment_card_files').execute();
  await db.schema.dropTable('treatment_cards').execute();
};
