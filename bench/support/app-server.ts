import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleFile, ensureBundle, serverNodeOptions, serverProcessEnv } from '../../server/cli/server-bundle';
import { appServerBundle } from './app-server-bundle';
import { stopChild, waitUntilAnswers } from './child-process';

const root = path.resolve(__dirname, '..', '..');

export interface RunningServer {
  url: string;
  /** The server's own process (its RSS is the server's memory) and its data directory (database, mail, uploads). */
  pid: number;
  dataDir: string;
  /** Stops the server by its PID (SIGTERM, then SIGKILL after 10 s) and removes its data directory. */
  stop: () => Promise<void>;
}

const answers = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};

let bundled: Promise<void> | undefined;

/**
 * The real server on a throwaway SQLite database, with the browser tests' settings (e2e/support/start-server.ts) but
 * production's log level and argon2 cost, run the way production runs: its bundle (dist-e2e-server/, rebuilt here
 * when stale) with plain `node`. It serves the SPA that dist/ holds. `env` adds to or overrides the server's settings.
 */
export const startAppServer = async (port: number, env: Record<string, string> = {}): Promise<RunningServer> => {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(`${url}/api/health`)) throw new Error(`Something already answers on port ${port}`);
  await (bundled ??= ensureBundle(appServerBundle));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dentiqo-bench-'));
  // `node` directly, with npm start's options and environment, so the child's PID is the server's own.
  const child = spawn(process.execPath, [...serverNodeOptions, bundleFile(appServerBundle, 'e2e-server')], {
    cwd: root,
    // The browser tests' server logs at debug level (their log is scanned for secrets) and hashes passwords at the
    // tests' low cost; measured, it logs and hashes as production does by default.
    env: {
      ...process.env,
      ...serverProcessEnv,
      E2E_LOG_LEVEL: 'info',
      E2E_PASSWORD_HASHING: 'production',
      ...env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Ctrl-C or a kill of the runner must not leave the server behind.
  const onSignal = () => {
    child.kill('SIGKILL');
    process.exit(130);
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);

  const stop = async () => {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilAnswers(child, `${url}/api/ready`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, dataDir, stop };
};
