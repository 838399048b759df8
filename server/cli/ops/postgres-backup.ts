import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { databaseTables, migrationTables } from '../../db/table-names';
import { OperatorError, type OpsIo } from './command';
import { type PgToolName, defaultPostgresRoot, findPgTool, runTool, toolConnection } from './pg-tools';

const tool = (name: PgToolName, io: OpsIo): string =>
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

/** Our tables, also one of a newer migration the dump lacks (it would fail the migrations after the restore). */
const dropStatements = (): string =>
  [...databaseTables, ...migrationTables]
    .map((table) => `DROP TABLE IF EXISTS public."${table.replace(/"/g, '""')}" CASCADE;\n`)
    .join('');

interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

const finished = (child: ChildProcess): Promise<Finished> =>
  new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stderr: stderr.trim() }));
  });

const failure = (file: string, { code, signal, stderr }: Finished): string =>
  `${path.basename(file)} ${signal ? `was stopped by ${signal}` : `exited with code ${code}`}:\n${stderr}`;

/**
 * Replaces our tables with the backup's in one transaction: one psql session runs BEGIN, the drops and the script
 * `pg_restore` writes, and gets COMMIT only once `pg_restore` has finished without an error. A damaged backup, a
 * failing statement or a lost connection therefore leaves the database exactly as it was.
 */
export const restorePostgres = async (backupFile: string, databaseUrl: string, io: OpsIo): Promise<void> => {
  const connection = toolConnection(databaseUrl, io.env);
  const [psqlFile, restoreFile] = [tool('psql', io), tool('pg_restore', io)];
  const spawnTool = (file: string, args: string[], env: NodeJS.ProcessEnv, stdin: 'pipe' | 'ignore') => {
    try {
      return spawn(file, args, { env, stdio: [stdin, stdin === 'pipe' ? 'ignore' : 'pipe', 'pipe'] });
    } catch (error) {
      throw new OperatorError(`${path.basename(file)} could not run: ${(error as Error).message}`);
    }
  };
  const psql = spawnTool(
    psqlFile,
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--no-password', `--dbname=${connection.dbname}`],
    connection.env,
    'pipe',
  );
  const script = spawnTool(
    restoreFile,
    ['--clean', '--if-exists', '--no-owner', '--exit-on-error', '--file=-', backupFile],
    io.env,
    'ignore',
  );
  const psqlDone = finished(psql);
  const scriptDone = finished(script);
  // Awaited below on every path that gets there; this only keeps an early failure from being an unhandled rejection.
  psqlDone.catch(() => undefined);
  // psql stops at the first failing statement; pg_restore must not then block on a pipe nobody reads.
  psql.stdin!.on('error', () => undefined);
  const drainScript = () => {
    script.stdout!.unpipe();
    script.stdout!.resume();
  };
  void psqlDone.then(drainScript, drainScript);
  psql.stdin!.write(`SET client_min_messages = warning;\nBEGIN;\n${dropStatements()}`);
  script.stdout!.pipe(psql.stdin!, { end: false });

  const restored = await scriptDone.catch((error: Error) => {
    psql.stdin!.end();
    throw new OperatorError(`${path.basename(restoreFile)} could not run: ${error.message}`);
  });
  // Without COMMIT, the end of psql's input closes the session, and PostgreSQL rolls the transaction back.
  psql.stdin!.end(restored.code === 0 ? 'COMMIT;\n' : '');
  const applied = await psqlDone.catch((error: Error) => {
    throw new OperatorError(`${path.basename(psqlFile)} could not run: ${error.message}`);
  });
  if (restored.code !== 0) throw new OperatorError(failure(restoreFile, restored));
  if (applied.code !== 0) throw new OperatorError(failure(psqlFile, applied));
};
