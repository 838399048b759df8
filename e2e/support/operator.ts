import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { scratchDir } from './scratch';

const run = promisify(execFile);
const root = path.join(__dirname, '..', '..');

/** Runs `npm run ops -- …args` against the e2e server's data directory and database; its standard output. */
const runOps = async (args: string[]): Promise<string> => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/cli/ops.ts', ...args], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: process.env.E2E_DATA_DIR as string,
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  });
  return stdout;
};

/** The housekeeping pass an operator runs with `npm run ops -- housekeeping:run`: due closures are erased. */
export const runHousekeeping = (): Promise<string> => runOps(['housekeeping:run']);

/**
 * Publishes an installer the way an operator does (`npm run ops -- release:add`), into the e2e server's data
 * directory and database, and returns the file's bytes.
 */
export const publishRelease = async (os: 'windows' | 'macos', version: string): Promise<Buffer> => {
  const bytes = Buffer.from(`Dentiqo 3D ${os} installer ${version}\n`.repeat(64));
  const file = path.join(scratchDir('dentiqo-release-'), `Dentiqo3D-${version}.${os === 'windows' ? 'exe' : 'dmg'}`);
  writeFileSync(file, bytes);
  await runOps(['release:add', '--os', os, '--version', version, '--notes', 'Browser test build', file]);
  return bytes;
};
