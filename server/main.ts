import { type App, buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';

export interface RunningServer {
  app: App;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close: () => Promise<void>;
}

const shutdownTimeoutMs = 10_000;

/** Opens the database, applies pending migrations, builds the app and listens on HOST:PORT. */
export const startServer = async (config: Readonly<Config>): Promise<RunningServer> => {
  let app: App | undefined;
  const handle = createDb(config.databaseUrl, {
    onConnectionError: (error) => app?.log.error({ err: error }, 'database connection error'),
  });
  try {
    app = await buildApp({ config, db: handle.db });
    const applied = await migrateToLatest(handle.db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
    await app.listen({ port: config.port, host: config.host });
    app.log.info({ url: config.publicUrl, dialect: handle.dialect }, `${config.appName} is ready`);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await handle.destroy().catch(() => undefined);
    throw error;
  }
  const running = app;
  return {
    app: running,
    close: async () => {
      try {
        await running.close();
      } finally {
        await handle.destroy();
      }
    },
  };
};

const exitOnSignals = (server: RunningServer): void => {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      server.app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      server.app.log.error(`shutdown took longer than ${shutdownTimeoutMs / 1000} s: exiting now`);
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
};

/** The server process: configuration errors and start-up failures print a clear message and exit 1. */
export const main = async (): Promise<void> => {
  let config: Readonly<Config>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nFix these environment variables (see README, Configuration).\n`);
    process.exit(1);
  }
  let server: RunningServer;
  try {
    server = await startServer(config);
  } catch (error) {
    process.stderr.write(`The server could not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  exitOnSignals(server);
};

if (require.main === module) void main();
