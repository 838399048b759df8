import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const postgresBinDir = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** Superuser URL of the `postgres` database, over TCP on 127.0.0.1. */
  adminUrl: string;
  /** Stops the server and removes its directory; synchronous so an exit handler can call it. */
  stop: () => void;
  /** Shuts the server down (fast: connections are cut), keeping its data, as a restart or an outage would. */
  shutDown: () => void;
  /** Starts it again on the same port and data, once accepting. */
  startAgain: () => Promise<void>;
}

const missingBinariesMessage = `
==========================================================================================
 PostgreSQL tests need either the PostgreSQL 15 server binaries or a database to use.
   - install them:  apt-get install -y postgresql-15   (provides ${postgresBinDir}/initdb)
   - or point the tests at a server where the user may CREATE DATABASE:
       TEST_DATABASE_URL=postgres://user:password@host:5432/postgres npm run test:server
==========================================================================================`;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const waitUntilAccepting = async (url: string, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
};

const output = (error: unknown): string => {
  const { stderr, stdout } = error as { stderr?: Buffer; stdout?: Buffer };
  return [stdout?.toString(), stderr?.toString()].filter(Boolean).join('\n');
};

/**
 * A throwaway PostgreSQL server in a temporary directory: `initdb` (as the `postgres` OS user when we are root,
 * since initdb refuses root), then `pg_ctl start` on a free port with durability switched off for speed.
 */
export const startPostgresCluster = async (
  options: {
    port?: number;
    /** The folder the cluster's temporary directory is made in; the OS temporary folder by default. */
    parentDir?: string;
  } = {},
): Promise<PostgresCluster> => {
  const initdb = path.join(postgresBinDir, 'initdb');
  const pgCtl = path.join(postgresBinDir, 'pg_ctl');
  if (!existsSync(initdb) || !existsSync(pgCtl)) throw new Error(missingBinariesMessage);

  const asRoot = process.getuid?.() === 0;
  const baseDir = mkdtempSync(path.join(options.parentDir ?? tmpdir(), 'dentiqo-pg-'));
  const dataDir = path.join(baseDir, 'data');
  const socketDir = path.join(baseDir, 'socket');
  const logFile = path.join(baseDir, 'server.log');
  mkdirSync(socketDir);

  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
      : execFileSync(command, args, { stdio: 'pipe' });

  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Already gone; the directory still has to go.
      }
    }
    rmSync(baseDir, { recursive: true, force: true });
  };

  try {
    if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', baseDir], { stdio: 'pipe' });
    run(initdb, ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const port = options.port ?? (await freePort());
    const serverOptions = [
      `-p ${port}`,
      `-k ${socketDir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    // -l sends the server's output to a file; otherwise it would hold our pipes open and execFileSync never returns.
    const start = () => {
      started = true;
      run(pgCtl, ['-D', dataDir, '-l', logFile, '-w', '-t', '30', '-o', serverOptions, 'start']);
    };
    start();
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitUntilAccepting(adminUrl, 15_000);
    const shutDown = () => {
      run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      started = false;
    };
    const startAgain = async () => {
      start();
      await waitUntilAccepting(adminUrl, 15_000);
    };
    return { adminUrl, stop, shutDown, startAgain };
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    stop();
    throw new Error(
      `Could not start a throwaway PostgreSQL cluster: ${(error as Error).message}\n${output(error)}\n${log}`,
      { cause: error },
    );
  }
};
