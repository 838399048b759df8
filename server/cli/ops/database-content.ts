import { type Kysely, sql } from 'kysely';
import { databaseTables } from '../../db/table-names';
import type { Database } from '../../db/tables';

/** The application's tables that exist and hold at least one row, for refusing to restore over live data. */
export const tablesWithRows = async (db: Kysely<Database>): Promise<string[]> => {
  const existing = new Set((await db.introspection.getTables()).map((table) => table.name));
  const filled: string[] = [];
  for (const table of databaseTables.filter((name) => existing.has(name))) {
    const { rows } = await sql<{ one: number }>`select 1 as one from ${sql.table(table)} limit 1`.execute(db);
    if (rows.length > 0) filled.push(table);
  }
  return filled;
};
