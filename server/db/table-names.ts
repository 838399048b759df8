import type { Database } from './tables';

// A Record over `keyof Database` so the compiler fails here when a table is added to the interface but not listed.
const tables: Record<keyof Database, true> = {
  companies: true,
  sessions: true,
  link_tokens: true,
  mail_outbox: true,
  rate_limits: true,
  company_licenses: true,
  device_slots: true,
  retired_keys: true,
  orders: true,
  subscription_periods: true,
  releases: true,
  staff: true,
  price_rows: true,
  treatment_cards: true,
  treatment_card_files: true,
  security_events: true,
  company_closures: true,
  card_decisions: true,
  company_exports: true,
};

/** Every table of `Database`, at run time. */
export const databaseTables = Object.keys(tables) as (keyof Database)[];

/** Kysely's own bookkeeping tables, which a backup carries as well. */
export const migrationTables = ['kysely_migration', 'kysely_migration_lock'] as const;
