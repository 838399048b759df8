import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type CompiledQuery, Kysely, type KyselyConfig, PostgresDialect, SqliteDialect } from 'kysely';
import type Pg from 'pg';
import { type DatabaseTarget, isInMemorySqlite, parseDatabaseUrl } from './database-url';
import { makeDirectories } from '../storage/data-dir';
import { withStatementCache } from './statement-cache';
import type { Database } from './tables';

export type Dialect = DatabaseTarget['dialect'];

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy: () => Promise<void>;
}

const sqliteBusyTimeoutMs = 5000;

// Column types whose pg default parsing would differ from SQLite's answer for the same query.
const pgTypeIds = { int8: 20, date: 1082, timestamp: 1114, timestamptz: 1184 } as const;

// `infinity` and BC dates have no ISO form; they pass through as PostgreSQL wrote them.
const isoOr = (date: Date, raw: string): string => (Number.isNaN(date.getTime()) ? raw : date.toISOString());

const pgTypesFor = (pg: typeof Pg) =>
  ({
    getTypeParser: (id: number, format?: 'text' | 'binary') => {
      switch (id) {
        // count(*) and sums come back as int8; SQLite answers with a number.
        case pgTypeIds.int8:
          return (value: string) => Number(value);
        // We store ISO-8601 text, but any timestamp expression must read the same as the text columns.
        case pgTypeIds.timestamptz:
          return (value: string) => isoOr(new Date(value), value);
        case pgTypeIds.timestamp:
          return (value: string) => isoOr(new Date(`${value.replace(' ', 'T')}Z`), value);
        case pgTypeIds.date:
          return (value: string) => value;
        default:
          return format === 'binary' ? pg.types.getTypeParser(id, 'binary') : pg.types.getTypeParser(id, 'text');
      }
    },
  }) as unknown as Pg.CustomTypesConfig;

const openSqlite = (file: string, options: CreateDbOptions): DbHandle => {
  if (!isInMemorySqlite({ dialect: 'sqlite', file })) makeDirectories(path.dirname(file));
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${sqliteBusyTimeoutMs}`);
  database.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
    log: queryLog(options.onQuery),
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
};

export interface CreateDbOptions {
  /** An idle PostgreSQL connection that breaks (server restart, network) reports here instead of crashing. */
  onConnectionError?: (error: Error) => void;
  /** Told about every statement as the driver runs it (tests check what a request ran, and its plan). */
  onQuery?: (query: CompiledQuery) => void;
}

// Kysely logs each statement it runs and each that fails; only the first is asked for.
const queryLog = (onQuery: CreateDbOptions['onQuery']): KyselyConfig['log'] =>
  onQuery &&
  ((event) => {
    if (event.level === 'query') onQuery(event.query);
  });

const reportToStderr = (error: Error): void => {
  process.stderr.write(`${JSON.stringify({ level: 'error', msg: 'database connection error', err: error.message })}\n`);
};

// `pg` loads with the first query, so a server on the default SQLite database never has it in memory.
const openPostgres = (url: string, options: CreateDbOptions): DbHandle => {
  const pool = async () => {
    const { default: pg } = await import('pg');
    const created = new pg.Pool({ connectionString: url, types: pgTypesFor(pg), max: 10 });
    created.on('error', options.onConnectionError ?? reportToStderr);
    return created;
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog(options.onQuery) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
};

/** Opens the database a `DATABASE_URL` names: a SQLite file (created with its directory) or a PostgreSQL pool. */
export const createDb = (databaseUrl: string, options: CreateDbOptions = {}): DbHandle => {
  const target = parseDatabaseUrl(databaseUrl);
  return target.dialect === 'sqlite' ? openSqlite(target.file, options) : openPostgres(target.url, options);
};
