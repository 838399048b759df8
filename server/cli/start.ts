import { loadEnvFile } from './load-env-file';
import { exitOnUnsupportedNode } from './supported-node';

// The production server. `npm run build` (or `npm start` outside production) bundles this file into
// dist-server/start.js (server/cli/prepare-start.ts), which `npm start` runs with plain `node`.
exitOnUnsupportedNode();
loadEnvFile();
// Imported only now, so that the configuration is read after .env is loaded.
void import('../main').then(({ main }) => main());
