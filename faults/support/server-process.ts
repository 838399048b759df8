import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { stopChild, waitUntilAnswers } from '../../bench/support/child-process';
import {
  ensureServerBundle,
  serverBundleFile,
  serverNodeOptions,
  serverProcessEnv,
} from '../../server/cli/server-bundle';
import { rateLimitScopes, rateLimitVariable, rateLimitedActions } from '../../server/config-rate-limits';

const root = path.resolve(__dirname, '..', '..');
let bundled: Promise<void> | undefined;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL, as a crash or an OOM killer would: no handler runs. */
  kill: () => Promise<void>;
  /** SIGTERM and wait (SIGKILL after 10 s). */
  stop: () => Promise<void>;
}

const rateLimitsOff = Object.fromEntries(
  rateLimitedActions.flatMap((action) => rateLimitScopes.map((scope) => [rateLimitVariable(action, scope), 'off'])),
);

/**
 * The production bundle (`npm start`'s dist-server/start.js) as a child process on `dataDir`, which outlives it, so
 * the next process finds what the last one wrote. `env` adds settings (DATABASE_URL, SMTP_URL, …).
 */
export const startServerProcess = async (
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> => {
  await (bundled ??= ensureServerBundle());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeOptions, serverBundleFile('start')], {
    cwd: root,
    env: {
      ...process.env,
      ...serverProcessEnv,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...rateLimitsOff,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await waitUntilAnswers(child, `${url}/api/health`, 60_000);
  const exited = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
  return {
    url,
    child,
    kill: async () => {
      child.kill('SIGKILL');
      await exited();
    },
    stop: () => stopChild(child),
  };
};
