import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const webpackCli = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

/** The floor's entry, relative to the repository (webpack.config.ts resolves `--env entry` from there). */
export const floorEntry = 'bench/bundle/floor/entry.tsx';

const run = (what: string, args: string[]): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (${code ?? signal})`)),
    );
  });

/** dist/ as `npm start` and the browser tests get it: rebuilt only when its sources changed (server/cli/spa-build.ts). */
export const buildSpaIfStale = (): Promise<void> =>
  run('The SPA build', ['--import', 'tsx', 'server/cli/build-spa.ts']);

/** The floor, built by webpack.config.ts in production mode with only the entry and the output folder swapped. */
export const buildFloor = (outputPath: string): Promise<void> =>
  run('The floor build', [
    webpackCli,
    '--mode',
    'production',
    '--env',
    `entry=${floorEntry}`,
    '--env',
    `outputPath=${outputPath}`,
    '--stats',
    'errors-only',
  ]);
