import { parseArgs } from 'node:util';
import { ConfigError, type Config, loadConfig } from '../../config';
import { type DbHandle, createDb } from '../../db/create-db';
import { migrateToLatest, pendingMigrations } from '../../db/migrate';
import { OperatorError, type OpsCommand, type OpsContext, type OpsIo, UsageError } from './command';
import { opsCommands, usage } from './commands';

const commandUsage = (command: OpsCommand): string => `usage: npm run ops -- ${command.name} ${command.args}`.trimEnd();

const lazyConfig = (env: NodeJS.ProcessEnv): (() => Readonly<Config>) => {
  let config: Readonly<Config> | undefined;
  return () => {
    config ??= loadConfig(env);
    return config;
  };
};

const openDb = (config: () => Readonly<Config>) => {
  let handle: DbHandle | undefined;
  let ready: Promise<DbHandle> | undefined;
  const open = async (mode: 'migrate' | 'current' | 'as-is'): Promise<DbHandle> => {
    handle = createDb(config().databaseUrl);
    if (mode === 'as-is') return handle;
    if (mode === 'migrate') {
      await migrateToLatest(handle.db);
      return handle;
    }
    const pending = await pendingMigrations(handle.db);
    if (pending.length > 0) {
      throw new OperatorError(
        `the database is not up to date (pending migrations: ${pending.join(', ')}); ` +
          'run `npm run db:migrate` or start the server once, then try again',
      );
    }
    return handle;
  };
  const db: OpsContext['db'] = (mode) => (ready ??= open(mode));
  return { db, close: async () => handle?.destroy() };
};

/** Runs one operator command; returns its exit code (0 done, 1 refused or failed, 2 called wrongly). */
export const runOps = async (argv: readonly string[], io: OpsIo): Promise<number> => {
  const [name, ...rest] = argv;
  const command = opsCommands.find((candidate) => candidate.name === name);
  if (!command) {
    io.err(
      name === undefined || name === '--help' || name === 'help' ? usage : `unknown command "${name}"\n\n${usage}`,
    );
    return 2;
  }

  let parsed;
  try {
    parsed = parseArgs({ args: rest, allowPositionals: true, strict: true, options: command.options });
  } catch (error) {
    io.err(`${command.name}: ${(error as Error).message}\n${commandUsage(command)}`);
    return 2;
  }

  const config = lazyConfig(io.env);
  const database = openDb(config);
  try {
    return await command.run({ io, config, db: database.db }, parsed);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${command.name}: ${error.message}\n${commandUsage(command)}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    // Anything else (an unreachable database, a file we may not read) is the environment, not a bug to trace.
    io.err(`${command.name}: ${(error as { message?: unknown } | null)?.message ?? String(error)}`);
    return 1;
  } finally {
    await database.close().catch(() => undefined);
  }
};
