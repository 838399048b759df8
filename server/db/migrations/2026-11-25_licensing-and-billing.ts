import { type Kysely, sql } from 'kysely';

// Frozen in time like every migration: no application imports, portable column types only.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // One row per company: the trial clock, the bonuses and the paid period. Created on first need.
  await db.schema
    .createTable('company_licenses')
    .addColumn('company_id', 'text', (col) => col.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('trial_started_at', 'text')
    .addColumn('profile_bonus_at', 'text')
    .addColumn('price_list_bonus_at', 'text')
    .addColumn('subscription_devices', 'integer')
    .addColumn('subscription_starts_at', 'text')
    .addColumn('subscription_expires_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // A device slot: its key (sealed; found through a keyed hash) and the device bound to it.
  await db.schema
    .createTable('device_slots')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('device_name', 'text', (col) => col.notNull())
    .addColumn('key_sealed', 'text', (col) => col.notNull())
    .addColumn('key_lookup', 'text', (col) => col.notNull().unique())
    .addColumn('key_version', 'integer', (col) => col.notNull())
    .addColumn('fingerprint_hash', 'text')
    .addColumn('device_os', 'text')
    .addColumn('app_version', 'text')
    .addColumn('activated_at', 'text')
    .addColumn('last_seen_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('device_slots_company_slot_unique', ['company_id', 'slot'])
    .execute();

  // Keys replaced by a reload, kept so the old key answers KEY_REVOKED rather than UNKNOWN_KEY.
  await db.schema
    .createTable('retired_keys')
    .addColumn('key_lookup', 'text', (col) => col.primaryKey())
    .addColumn('slot_id', 'text', (col) => col.notNull().references('device_slots.id').onDelete('cascade'))
    .addColumn('retired_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('retired_keys_slot_id_idx').on('retired_keys').column('slot_id').execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('buy', 'renew', 'upgrade')`))
    .addColumn('months', 'integer', (col) => col.notNull())
    .addColumn('devices', 'integer', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'paid', 'cancelled')`),
    )
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('starts_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('extra_days', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema.createIndex('orders_company_id_idx').on('orders').columns(['company_id', 'created_at']).execute();
  await db.schema
    .createIndex('orders_provider_reference_idx')
    .on('orders')
    .columns(['provider', 'provider_reference'])
    .unique()
    .execute();

  await db.schema
    .createTable('releases')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('os', 'text', (col) => col.notNull().check(sql`os in ('windows', 'macos')`))
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('storage_name', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('releases_os_version_unique', ['os', 'version'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('releases').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('retired_keys').execute();
  await db.schema.dropTable('device_slots').execute();
  await db.schema.dropTable('company_licenses').execute();
};
