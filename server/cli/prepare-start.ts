import { ensureServerBundle } from './server-bundle';
import { ensureSpaBuild } from './spa-build';
import { exitOnUnsupportedNode } from './supported-node';

// `npm run build`, and `npm start`'s set-up step outside production (server/cli/before-start.mjs): builds the SPA
// (dist/, with its prerendered pages) and the server bundle (dist-server/) when missing or stale. `npm start` then runs
// dist-server/start.js with plain `node` (no tsx: about 40 MB less resident memory).
exitOnUnsupportedNode();
const run = async (): Promise<void> => {
  ensureSpaBuild();
  await ensureServerBundle();
};

run().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
