import { loadEnvFile } from './load-env-file';
import { exitOnUnsupportedNode } from './supported-node';

// The production server: `npm start` first builds the SPA and this server's bundle when stale
// (server/cli/prepare-start.ts), then runs this file's bundle, dist-server/start.js, with plain `node`.
exitOnUnsupportedNode();
loadEnvFile();
// Imported only now, so that the configuration is read after .env is loaded.
void import('../main').then(({ main }) => main());
