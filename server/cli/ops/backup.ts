import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInMemorySqlite, parseDatabaseUrl } from '../../db/database-url';
import { OperatorError, type OpsCommand, flag, forceOption, positionals } from './command';
import { backupPostgres } from './postgres-backup';
import { backupSqlite } from './sqlite-backup';

export const backup: OpsCommand = {
  name: 'backup',
  args: '[--force] FILE',
  summary:
    'Writes a consistent copy of the database to FILE while the server runs (SQLite: online backup; PostgreSQL:\n' +
    'pg_dump --format=custom). --force replaces an existing FILE. The files in $DATA_DIR are not in it.',
  options: forceOption,
  run: async ({ io, config }, args) => {
    const [file] = positionals(args, 'FILE');
    const destination = path.resolve(file!);
    if (existsSync(destination) && !flag(args, 'force')) {
      throw new OperatorError(`${destination} already exists; choose another name, or pass --force to replace it`);
    }
    if (!existsSync(path.dirname(destination))) {
      throw new OperatorError(`the directory ${path.dirname(destination)} does not exist`);
    }
    const target = parseDatabaseUrl(config().databaseUrl);
    if (isInMemorySqlite(target)) throw new OperatorError('an in-memory SQLite database cannot be backed up');
    // Written under another name and renamed when complete, so FILE is never half a backup.
    const partial = `${destination}.partial`;
    rmSync(partial, { force: true });
    try {
      if (target.dialect === 'sqlite') await backupSqlite(target.file, partial);
      else await backupPostgres(target.url, partial, io);
      renameSync(partial, destination);
    } finally {
      rmSync(partial, { force: true });
    }
    io.out(`Backed up the ${target.dialect} database to ${destination} (${statSync(destination).size} bytes).`);
    return 0;
  },
};
