import { loadEnvFile } from './load-env-file';
import { ensureSpaBuild } from './spa-build';

// `npm start`: build the SPA if it is missing or stale, then migrate and serve SPA + API on one port.
loadEnvFile();
try {
  ensureSpaBuild();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// Imported only now, so that the configuration is read after .env is loaded.
void import('../main').then(({ main }) => main());
