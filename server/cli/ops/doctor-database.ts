import { type Kysely, sql } from 'kysely';
import type { DbHandle } from '../../db/create-db';
import { pendingMigrations } from '../../db/migrate';
import { databaseTables } from '../../db/table-names';
import type { Database } from '../../db/tables';
import type { Finding } from './doctor-finding';

const restoreFix =
  'stop the server, take a file copy of what is there, and restore the last good backup (`npm run ops -- restore`)';

const rowsOf = async <Row>(db: Kysely<Database>, query: ReturnType<typeof sql<Row>>): Promise<Row[]> =>
  (await query.execute(db)).rows;

/** SQLite checks itself: every page and index (integrity_check) and every foreign key (foreign_key_check). */
const sqliteIntegrity = async (db: Kysely<Database>): Promise<Finding[]> => {
  const integrity = await rowsOf(db, sql<{ integrity_check: string }>`pragma integrity_check`);
  const damaged = integrity.map((row) => row.integrity_check).filter((line) => line !== 'ok');
  const orphans = await rowsOf(
    db,
    sql<{ table: string; rowid: number | null; parent: string }>`pragma foreign_key_check`,
  );
  return [
    ...damaged
      .slice(0, 20)
      .map((line) => ({ check: 'database' as const, problem: `SQLite: ${line}`, fix: restoreFix })),
    ...orphans.slice(0, 20).map((row) => ({
      check: 'database' as const,
      problem: `a row of ${row.table} (rowid ${String(row.rowid)}) points to a missing row of ${row.parent}`,
      fix: `delete that row or restore the missing ${row.parent} row from a backup; ${restoreFix} if there are many`,
    })),
  ];
};

/**
 * PostgreSQL checks its own pages; what an operator's hands can break is in the catalogue: an index left invalid
 * by a failed CREATE INDEX CONCURRENTLY, a constraint added NOT VALID and never validated. (amcheck is an extension
 * that may not be installed, so it is not relied on.)
 */
const postgresCatalogue = async (db: Kysely<Database>): Promise<Finding[]> => {
  const indexes = await rowsOf(
    db,
    sql<{ index: string; table: string }>`
      select ci.relname as index, ct.relname as table
      from pg_index i
      join pg_class ci on ci.oid = i.indexrelid
      join pg_class ct on ct.oid = i.indrelid
      join pg_namespace n on n.oid = ci.relnamespace
      where n.nspname = current_schema() and (not i.indisvalid or not i.indisready)
      order by ci.relname`,
  );
  const constraints = await rowsOf(
    db,
    sql<{ constraint: string; table: string }>`
      select c.conname as constraint, t.relname as table
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_namespace n on n.oid = c.connamespace
      where n.nspname = current_schema() and not c.convalidated
      order by c.conname`,
  );
  return [
    ...indexes.map((row) => ({
      check: 'database' as const,
      problem: `index ${row.index} on ${row.table} is not valid (a failed CREATE INDEX CONCURRENTLY leaves one)`,
      fix: `run REINDEX INDEX ${row.index}; (or drop it if no migration created it)`,
    })),
    ...constraints.map((row) => ({
      check: 'database' as const,
      problem: `constraint ${row.constraint} on ${row.table} was never validated`,
      fix: `run ALTER TABLE ${row.table} VALIDATE CONSTRAINT ${row.constraint}; and fix the rows it names`,
    })),
  ];
};

const existingTables = async (handle: DbHandle): Promise<Set<string>> => {
  const rows =
    handle.dialect === 'sqlite'
      ? await rowsOf(handle.db, sql<{ name: string }>`select name from sqlite_master where type = 'table'`)
      : await rowsOf(
          handle.db,
          sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`,
        );
  return new Set(rows.map((row) => row.name));
};

/** The database's own integrity, the tables the server expects, and migrations not yet applied. */
export const databaseFindings = async (handle: DbHandle): Promise<Finding[]> => {
  const tables = await existingTables(handle);
  const missing = databaseTables.filter((table) => !tables.has(table));
  const pending = tables.has('kysely_migration') ? await pendingMigrations(handle.db) : ['(no migration has run)'];
  return [
    ...(handle.dialect === 'sqlite' ? await sqliteIntegrity(handle.db) : await postgresCatalogue(handle.db)),
    ...missing.map((table) => ({
      check: 'database' as const,
      problem: `table ${table} is missing`,
      fix: pending.length > 0 ? 'apply the migrations first (`npm run db:migrate`), then run doctor again' : restoreFix,
    })),
    ...(pending.length > 0
      ? [
          {
            check: 'migrations' as const,
            problem: `migrations not applied: ${pending.join(', ')}`,
            fix: 'run `npm run db:migrate` (or start the server once: it migrates at start)',
          },
        ]
      : []),
  ];
};
