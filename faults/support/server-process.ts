import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { stopChild, waitUntilAnswers } from '../../bench/support/child-process';
import {
  ensureServerBundle,
  serverBundleFile,
  serverNodeOptions,
  serverProcessEnv,
} from '../../server/cli/server-bundle';
import { rateLimitScopes, rateLimitVariable, rateLimitedActions } from '../../server/config-rate-limits';
import { testPasswordHashing } from '../../server-test/password-hashing';

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
 * `command` in a mount namespace of its own where `uploadsDir` is a tmpfs of `bytes`: a volume a test can fill or
 * make read-only (`inUploadsNamespace`) without touching the machine's. A user namespace of its own comes with it,
 * in which the current user is root, so no privilege is needed: a developer who is not root runs this suite too.
 * The shell execs, so the server keeps the pid the test is given, and the volume goes away with it.
 */
const onOwnUploadsVolume = (uploadsDir: string, bytes: number, command: string[]): string[] => [
  'unshare',
  '--user',
  '--map-root-user',
  '--mount',
  '--propagation',
  'private',
  'sh',
  '-c',
  'mkdir -p "$1" && mount -t tmpfs -o size="$2" dentiqo-uploads "$1" && shift 2 && exec "$@"',
  'sh',
  uploadsDir,
  String(bytes),
  ...command,
];

/**
 * The production bundle (`npm start`'s dist-server/start.js) as a child process on `dataDir`, which outlives it, so
 * the next process finds what the last one wrote. `env` adds settings (DATABASE_URL, SMTP_URL, …);
 * `uploadsVolumeBytes` puts `<dataDir>/uploads` on a volume of that size of the process's own.
 */
export const startServerProcess = async (
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  options: { uploadsVolumeBytes?: number } = {},
): Promise<ServerProcess> => {
  await (bundled ??= ensureServerBundle());
  const url = `http://127.0.0.1:${port}`;
  const node = [process.execPath, ...serverNodeOptions, serverBundleFile('start')];
  const [command, ...args] = options.uploadsVolumeBytes
    ? onOwnUploadsVolume(path.join(dataDir, 'uploads'), options.uploadsVolumeBytes, node)
    : node;
  const child = spawn(command!, args, {
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
      ...testPasswordHashing,
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

/**
 * Runs `command` inside the user and mount namespaces of a server started with `uploadsVolumeBytes`, as their root.
 * (`--preserve-credentials`: the user namespace maps the current user to its root, and it allows no setgroups.)
 */
export const inUploadsNamespace = (server: ServerProcess, ...command: string[]): Buffer =>
  execFileSync('nsenter', [
    '-t',
    String(server.child.pid),
    '--user',
    '--mount',
    '--preserve-credentials',
    '--',
    ...command,
  ]);
