import { type App, buildApp } from './app';
import { systemClock } from './clock';
import { type Config, ConfigError, loadConfig } from './config';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { startHousekeeping } from './modules/housekeeping/service';
import { createMailTransport } from './modules/mail/create-transport';
import { createMailSender } from './modules/mail/sender';
import { ensureWritableDir } from './storage/data-dir';

export interface RunningServer {
  app: App;
  /** Stops accepting connections, lets in-flight requests and the mail attempt under way finish, closes the database. */
  close: () => Promise<void>;
}

const shutdownTimeoutMs = 10_000;

/**
 * Opens the database, applies pending migrations, builds the app, listens on HOST:PORT, and starts the mail
 * sender and the hourly housekeeping.
 */
export const startServer = async (config: Readonly<Config>): Promise<RunningServer> => {
  // Before anything writes there: an unusable directory is a one-line refusal, not a hang or a late 500.
  ensureWritableDir(config.dataDir);
  let app: App | undefined;
  // Requests may queue mail before the sender exists (it needs the app's logger); it looks at the outbox on start.
  let wakeSender = (): void => undefined;
  const handle = createDb(config.databaseUrl, {
    onConnectionError: (error) => app?.log.error({ err: error }, 'database connection error'),
  });
  const transport = createMailTransport(config);
  try {
    app = await buildApp({ config, db: handle.db, onMailQueued: () => wakeSender() });
    const applied = await migrateToLatest(handle.db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
    await app.listen({ port: config.port, host: config.host });
    app.log.info({ url: config.publicUrl, dialect: handle.dialect }, `${config.appName} is ready`);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await handle.destroy().catch(() => undefined);
    transport.close();
    throw error;
  }
  const running = app;
  const sender = createMailSender({
    db: handle.db,
    transport,
    from: config.mail.from,
    clock: systemClock,
    log: running.log.child({ component: 'mail' }),
    maxAttempts: config.mail.maxAttempts,
    retryBaseMs: config.mail.retryBaseMs,
    retryMaxMs: config.mail.retryMaxMs,
  });
  sender.start();
  wakeSender = () => sender.wake();
  const stopHousekeeping = startHousekeeping(handle.db, systemClock, running.log.child({ component: 'housekeeping' }), {
    db: handle.db,
    files: running.files,
    mail: running.mail,
    clock: systemClock,
  });
  return {
    app: running,
    close: async () => {
      try {
        await running.close();
        await sender.stop();
        await stopHousekeeping();
      } finally {
        transport.close();
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
    process.stderr.write(`${error.message}\nFix these environment variables (see docs/configuration.md).\n`);
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
