import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** `node --import tsx server/cli/build-spa.ts`: builds dist/ in production mode only when it is stale. */
export const buildSpaIfStale = (): void => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/build-spa.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The SPA build failed (${result.status ?? result.signal})`);
};
