import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type { Database } from './tables';

type Db = Kysely<Database>;

/**
 * One transaction that no other serialised transaction on the same rows can interleave with, across server
 * processes. PostgreSQL: `lock` takes row locks (`SELECT … FOR UPDATE`) first. SQLite has no row locks: the
 * transaction begins IMMEDIATE, taking the database's write lock before its first read, so a second process waits
 * instead of reading what the first is about to change. `run` must not open a transaction of its own.
 */
export const serialisedTransaction = async <T>(
  db: Db,
  lock: (trx: Db) => Promise<void>,
  run: (trx: Db) => Promise<T>,
): Promise<T> => {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    return db.transaction().execute(async (trx) => {
      await lock(trx);
      return run(trx);
    });
  }
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await run(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
};
