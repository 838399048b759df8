import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { scratchDir } from './scratch';

const run = promisify(execFile);
const root = path.join(__dirname, '..', '..');

export interface ClientAnswer {
  exitCode: number;
  output: { code?: string; valid?: boolean; lease?: { ok: boolean } };
}

/**
 * Runs the reference desktop client (server/cli/desktop-client) against the e2e server, as the desktop program
 * would call it; each client keeps its own state file, as each computer would.
 */
export const desktopClient = (baseURL: string) => {
  const state = path.join(scratchDir('dentiqo-client-'), 'state.json');
  return async (command: string, options: Record<string, string>): Promise<ClientAnswer> => {
    const args = ['--import', 'tsx', 'server/cli/desktop-client.ts', command, '--server', baseURL, '--state', state];
    // `--key=VALUE`: a key may start with characters the argument parser would otherwise read as an option.
    for (const [name, value] of Object.entries(options)) args.push(`--${name}=${value}`);
    try {
      const { stdout } = await run(process.execPath, args, { cwd: root });
      return { exitCode: 0, output: JSON.parse(stdout.trim().split('\n').pop() as string) };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string };
      if (typeof failed.code !== 'number' || !failed.stdout) throw error;
      return { exitCode: failed.code, output: JSON.parse(failed.stdout.trim().split('\n').pop() as string) };
    }
  };
};
