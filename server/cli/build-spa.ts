import { ensureSpaBuild } from './spa-build';

// What `npm start` does before serving, on its own: `npm run test:e2e` runs it before the browser tests. CI builds
// once at the start of its run and sets SPA_BUILD=reuse for the rest, so nothing builds the SPA a second time.
try {
  ensureSpaBuild({ reuseOnly: process.env.SPA_BUILD === 'reuse' });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
