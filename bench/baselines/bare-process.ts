import { spawn } from 'node:child_process';
import path from 'node:path';
import { bundleFile, ensureBundle, serverNodeOptions, serverProcessEnv } from '../../server/cli/server-bundle';
import { appServerBundle } from '../support/app-server-bundle';
import type { RunningServer } from '../support/app-server';
import { stopChild, waitUntilAnswers } from '../support/child-process';

const root = path.resolve(__dirname, '..', '..');

export interface BareServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * The bare baselines (bare-server.ts) as their own process beside a running app server, on its database and with
 * its keys, started as the app is: its bundle with plain `node`, the same Node options and environment.
 */
export const startBareServer = async (
  port: number,
  app: RunningServer,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BareServer> => {
  await ensureBundle(appServerBundle);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeOptions, bundleFile(appServerBundle, 'bare-server')], {
    cwd: root,
    env: {
      ...process.env,
      ...serverProcessEnv,
      ...env,
      BARE_PORT: String(port),
      BARE_DATABASE_URL: databaseUrl,
      BARE_DATA_DIR: app.dataDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = () => stopChild(child);
  await waitUntilAnswers(child, `${url}/ready`, 30_000).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, pid: child.pid!, stop };
};
