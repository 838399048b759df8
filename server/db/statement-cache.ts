import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many distinct SQL texts keep their prepared statement; the app has a few hundred queries at most. */
export const statementCacheSize = 500;

/**
 * Kysely's SQLite driver prepares every query anew (about a tenth of a one-row read's time went into `prepare`).
 * This hands it a database whose `prepare` returns the statement already prepared for the same SQL text, least
 * recently used ones dropped past `size`. Safe because Kysely runs one query at a time on its single SQLite
 * connection, and SQLite re-prepares a statement by itself when a migration changes the schema under it.
 */
export const withStatementCache = (database: SqliteDatabase, size = statementCacheSize): SqliteDatabase => {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql) => {
      const cached = statements.get(sql);
      if (cached) {
        // Map keeps insertion order: moving the hit to the end makes the first key the least recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
};
