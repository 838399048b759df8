import { sql } from 'kysely';
import type { DbHandle } from '../../db/create-db';
import { databaseTables, migrationTables } from '../../db/table-names';
import { OperatorError, type OpsIo } from './command';
import { defaultPostgresRoot, findPgTool, runTool, toolConnection } from './pg-tools';

const tool = (name: 'pg_dump' | 'pg_restore', io: OpsIo): string =>
  findPgTool(name, io.env.PATH ?? '', io.postgresRoot ?? defaultPostgresRoot);

/** `pg_dump --format=custom` of the whole database into `partialFile`. */
export const backupPostgres = async (databaseUrl: string, partialFile: string, io: OpsIo): Promise<void> => {
  const connection = toolConnection(databaseUrl, io.env);
  await runTool(
    tool('pg_dump', io),
    ['--format=custom', '--no-password', `--file=${partialFile}`, `--dbname=${connection.dbname}`],
    connection.env,
  );
};

/** Reads the archive's table of contents (no connection needed): a file pg_restore cannot read is refused here. */
export const checkPostgresBackup = async (backupFile: string, io: OpsIo): Promise<void> => {
  const pgRestore = tool('pg_restore', io);
  let contents: string;
  try {
    contents = await runTool(pgRestore, ['--list', backupFile], io.env);
  } catch (error) {
    throw new OperatorError(`${backupFile} is not a backup pg_restore can read: ${(error as Error).message}`);
  }
  if (!/ TABLE \S+ kysely_migration /.test(contents)) {
    throw new OperatorError(`${backupFile} is not a Dentiqo backup: it has no kysely_migration table`);
  }
};

/**
 * Our tables go first: `--clean` drops only what the dump holds, and a table of a newer migration left behind
 * would make the migrations after the restore fail on "already exists".
 */
export const dropApplicationTables = async (handle: DbHandle): Promise<void> => {
  for (const table of [...databaseTables, ...migrationTables]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(handle.db);
  }
};

/** `pg_restore` in one transaction: a failure leaves the target as it was before this step. */
export const restorePostgres = async (backupFile: string, databaseUrl: string, io: OpsIo): Promise<void> => {
  const connection = toolConnection(databaseUrl, io.env);
  await runTool(
    tool('pg_restore', io),
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      `--dbname=${connection.dbname}`,
      backupFile,
    ],
    connection.env,
  );
};
