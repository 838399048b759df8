import { type Kysely, sql } from 'kysely';
import type { Database } from '../server/db/tables';
import { testDialect } from './test-db';

/**
 * Every table the database holds, read from its own catalogue rather than from the code's list, so a table added
 * later is covered too; Kysely's migration bookkeeping left out.
 */
export const catalogueTables = async (db: Kysely<Database>): Promise<string[]> => {
  const query =
    testDialect() === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  const { rows } = await query.execute(db);
  return rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('kysely_migration'))
    .sort();
};

export interface CatalogueRow {
  table: string;
  row: Record<string, unknown>;
  /** The row as JSON, keys sorted, for comparing and searching. */
  json: string;
}

/** Every row of every table of the catalogue. */
export const catalogueRows = async (db: Kysely<Database>): Promise<CatalogueRow[]> => {
  const all: CatalogueRow[] = [];
  for (const table of await catalogueTables(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    for (const row of rows) all.push({ table, row, json: JSON.stringify(row, Object.keys(row).sort()) });
  }
  return all;
};
