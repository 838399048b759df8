import { existsSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { OperatorError } from './command';

const open = (file: string, options: SqliteDatabase.Options, what: string): SqliteDatabase.Database => {
  if (!existsSync(file)) throw new OperatorError(`${what} ${file} does not exist`);
  try {
    return new SqliteDatabase(file, { ...options, fileMustExist: true });
  } catch (error) {
    throw new OperatorError(`${what} ${file} cannot be opened: ${(error as Error).message}`);
  }
};

// After the first step, which only learns the size, copy every remaining page in one step: in WAL mode that step
// is one read transaction, which the server's writes neither block nor restart, whereas SQLite starts a backup
// made in small steps over after every write of another connection, so a busy server could keep it from ending.
const allRemainingPages = () => 0x7fffffff;

/**
 * SQLite's online backup API: a consistent copy while the server keeps reading and writing. The copy is switched
 * out of WAL mode so it is one self-contained file.
 */
export const backupSqlite = async (databaseFile: string, partialFile: string): Promise<void> => {
  const live = open(databaseFile, {}, 'the database file');
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(partialFile, { progress: allRemainingPages });
  } finally {
    live.close();
  }
  const copy = new SqliteDatabase(partialFile, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
};

/** Checks that `file` is a sound SQLite database with our migration table before anything is overwritten. */
const openBackup = (file: string): SqliteDatabase.Database => {
  const source = open(file, { readonly: true }, 'the backup');
  try {
    const [check] = source.pragma('quick_check') as { quick_check: string }[];
    if (check?.quick_check !== 'ok') throw new OperatorError(`the backup ${file} is damaged: ${check?.quick_check}`);
    const migrations = source
      .prepare("select name from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!migrations) throw new OperatorError(`${file} is not a Dentiqo backup: it has no kysely_migration table`);
    return source;
  } catch (error) {
    source.close();
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(`${file} is not a SQLite backup: ${(error as Error).message}`);
  }
};

export const checkSqliteBackup = (file: string): void => {
  openBackup(file).close();
};

/** Replaces the content of `databaseFile` with the backup, page by page in one transaction of SQLite's. */
export const restoreSqlite = async (backupFile: string, databaseFile: string): Promise<void> => {
  const source = openBackup(backupFile);
  try {
    await source.backup(databaseFile, { progress: allRemainingPages });
  } finally {
    source.close();
  }
};
