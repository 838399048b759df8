// `npm start`'s first step, in plain JavaScript so that it runs after `npm ci --omit=dev` (no tsx, esbuild or
// webpack there). In production it only checks that `npm run build` left its artifacts and never builds: building in
// every server process is slow, and a production install has no build tools. On a development machine it builds what
// is missing or stale (server/cli/prepare-start.ts). `npm start` then runs dist-server/start.js.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** What `NODE_ENV=production npm start` runs: the SPA it serves and the server bundle. */
const artifacts = ['dist/index.html', 'dist-server/start.js'];

if (process.env.NODE_ENV === 'production') {
  const missing = artifacts.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) {
    console.error(
      `${missing.join(' and ')} missing: run \`npm run build\` before \`NODE_ENV=production npm start\` (production never builds).`,
    );
    process.exit(1);
  }
} else {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/prepare-start.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
