import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

type Row = Record<string, unknown>;

/** The driver alone: a statement and its parameters in, rows out. */
export interface BareDb {
  all: <T = Row>(sql: string, params: unknown[]) => Promise<T[]>;
  run: (sql: string, params: unknown[]) => Promise<void>;
}

// Written with `?` as SQLite takes them; PostgreSQL numbers its parameters.
const numbered = (sql: string): string => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
};

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
    all: async <T>(sql: string, params: unknown[]) => statement(sql).all(...params) as T[],
    run: async (sql, params) => {
      statement(sql).run(...params);
    },
  };
};

/** A pg pool of the server's size (10). */
const openPostgres = (url: string): BareDb => {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    all: async <T>(sql: string, params: unknown[]) => (await pool.query(numbered(sql), params)).rows as T[],
    run: async (sql, params) => {
      await pool.query(numbered(sql), params);
    },
  };
};

/** `sqlite:<file>` or a postgres:// URL, as DATABASE_URL names them. */
export const openBareDb = (url: string): BareDb =>
  url.startsWith('sqlite:') ? openSqlite(url.slice('sqlite:'.length)) : openPostgres(url);
