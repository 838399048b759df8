import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { createDb } from '../../db/create-db';
import { isInMemorySqlite, parseDatabaseUrl } from '../../db/database-url';
import { migrateToLatest } from '../../db/migrate';
import { OperatorError, type OpsCommand, flag, forceOption, positionals } from './command';
import { tablesWithRows } from './database-content';
import { checkPostgresBackup, restorePostgres } from './postgres-backup';
import { checkSqliteBackup, restoreSqlite } from './sqlite-backup';

export const restore: OpsCommand = {
  name: 'restore',
  args: '[--force] FILE',
  summary:
    'Replaces the configured database with the backup in FILE, then applies newer migrations. Stop the server\n' +
    'first. Refuses a database that holds data unless --force.',
  options: forceOption,
  run: async ({ io, config }, args) => {
    const [file] = positionals(args, 'FILE');
    const source = path.resolve(file!);
    if (!existsSync(source) || !statSync(source).isFile())
      throw new OperatorError(`the backup ${source} does not exist`);
    const target = parseDatabaseUrl(config().databaseUrl);
    if (isInMemorySqlite(target)) throw new OperatorError('nothing can be restored into an in-memory SQLite database');
    if (target.dialect === 'sqlite' && target.file === source) {
      throw new OperatorError(`${source} is the configured database itself, not a backup of it`);
    }
    if (target.dialect === 'sqlite') checkSqliteBackup(source);
    else await checkPostgresBackup(source, io);

    const check = createDb(config().databaseUrl);
    try {
      const filled = await tablesWithRows(check.db);
      if (filled.length > 0 && !flag(args, 'force')) {
        throw new OperatorError(
          `refusing to restore: the configured ${target.dialect} database already holds data (${filled.join(', ')}), ` +
            'and a restore replaces all of it. Back it up, then pass --force; or point DATABASE_URL at an empty database.',
        );
      }
    } finally {
      await check.destroy();
    }

    if (target.dialect === 'sqlite') await restoreSqlite(source, target.file);
    else {
      await restorePostgres(source, target.url, io).catch((error: Error) => {
        throw new OperatorError(`${error.message}\nNothing was changed: the database is as it was before.`);
      });
    }

    const restored = createDb(config().databaseUrl);
    try {
      const applied = await migrateToLatest(restored.db);
      const migrated = applied.length === 0 ? 'it was up to date' : `applied since: ${applied.join(', ')}`;
      io.out(`Restored ${source} into the ${target.dialect} database; ${migrated}.`);
    } finally {
      await restored.destroy();
    }
    return 0;
  },
};
