import { sql } from 'kysely';
import { databaseTables } from '../server/db/table-names';
import type { TestDb } from './test-db';

/** Every row of every application table, each table's rows in a stable order. */
export const databaseSnapshot = async (db: TestDb['db']): Promise<Record<string, string[]>> => {
  const snapshot: Record<string, string[]> = {};
  for (const table of databaseTables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
};
