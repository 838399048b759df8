interface DriverError {
  code?: unknown;
  message?: unknown;
  table?: unknown;
  detail?: unknown;
}

/**
 * Whether a failed query broke the unique index on `table.column` (without `column`: any unique index of `table`), on
 * either dialect. Decided from the error's fields, not its class: better-sqlite3's errors may come from another realm
 * (see migrate.test.ts).
 */
export const isUniqueViolation = (error: unknown, table: string, column?: string): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, table: pgTable, detail } = error as DriverError;
  if (code === '23505') {
    return (
      pgTable === table &&
      (column === undefined || (typeof detail === 'string' && detail.startsWith(`Key (${column})=`)))
    );
  }
  return (
    // SQLite tells a primary key from another unique index by its code; PostgreSQL does not (23505 for both).
    (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') &&
    typeof message === 'string' &&
    message.includes(`UNIQUE constraint failed: ${table}.${column ?? ''}`)
  );
};
