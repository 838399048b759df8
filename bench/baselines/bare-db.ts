import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { CompiledStatement } from '../../server/db/compiled-once';

type Row = Record<string, unknown>;

/** The driver alone: one of the server's statements (bare-statements.ts) and its arguments in, rows out. */
export interface BareDb {
  all: <T = Row, Args extends string[] = string[]>(
    statement: CompiledStatement<Args, unknown>,
    ...args: Args
  ) => Promise<T[]>;
  run: <Args extends string[]>(statement: CompiledStatement<Args, unknown>, ...args: Args) => Promise<void>;
}

/**
 * better-sqlite3 opened with the pragmas the server sets (server/db/create-db.ts), each statement prepared once, as
 * the server's statement cache does.
 */
const openSqlite = (file: string): BareDb => {
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  const prepared = new Map<string, SqliteDatabase.Statement>();
  const statement = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) prepared.set(sql, (found = database.prepare(sql)));
    return found;
  };
  return {
    all: async (compiled, ...args) => statement(compiled.query.sql).all(...compiled.parameters(...args)) as never,
    run: async (compiled, ...args) => {
      statement(compiled.query.sql).run(...compiled.parameters(...args));
    },
  };
};

/** A pg pool of the server's size (10). */
const openPostgres = (url: string): BareDb => {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    all: async (compiled, ...args) =>
      (await pool.query(compiled.query.sql, compiled.parameters(...args))).rows as never,
    run: async (compiled, ...args) => {
      await pool.query(compiled.query.sql, compiled.parameters(...args));
    },
  };
};

/** `sqlite:<file>` or a postgres:// URL, as DATABASE_URL names them. */
export const openBareDb = (url: string): BareDb =>
  url.startsWith('sqlite:') ? openSqlite(url.slice('sqlite:'.length)) : openPostgres(url);
