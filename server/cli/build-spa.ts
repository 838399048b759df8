import { ensureSpaBuild } from './spa-build';

// `npm run build:if-stale`: what `npm start` does before serving, on its own (the e2e run uses it).
try {
  ensureSpaBuild();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
