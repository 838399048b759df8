import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rateLimitedActions, rateLimitScopes, rateLimitVariable } from '../../server/config-rate-limits';
import { productionPasswordHashing, testPasswordHashing } from '../../server-test/password-hashing';
import { startPlatformStandIn } from '../../server-test/patient-platform-stand-in';
import { acceptedPlatformToken } from './platform';

// The browser tests run against the real server on a throwaway SQLite database (or E2E_DATABASE_URL) and the
// SPA that `npm run test:e2e` built into dist/ just before. playwright.config.ts names the data directory
// (E2E_DATA_DIR) so the tests can read the mail written there; it starts empty every run.
const freshDir = (dir: string): string => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
};
const dataDir = process.env.E2E_DATA_DIR
  ? freshDir(process.env.E2E_DATA_DIR)
  : mkdtempSync(path.join(tmpdir(), 'dentiqo-e2e-'));
const port = process.env.E2E_PORT || '4310';

// The browser tests hash at the tests' low cost. The benchmarks and the soak run measure sign-in as production runs
// it (bench/support/app-server.ts sets E2E_PASSWORD_HASHING=production).
function passwordHashing(cost: string | undefined): Record<string, string> {
  if (cost === undefined || cost === 'test') return testPasswordHashing;
  if (cost === 'production') return productionPasswordHashing;
  throw new Error(`E2E_PASSWORD_HASHING must be "test" or "production", not "${cost}"`);
}

Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  // Debug, into E2E_SERVER_LOG: the global teardown scans the whole run's log for secrets.
  LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'debug',
  ...passwordHashing(process.env.E2E_PASSWORD_HASHING),
  // Many browser tests sign in from the same address within a minute; the limits have server tests of their own.
  ...Object.fromEntries(
    rateLimitedActions.flatMap((action) => rateLimitScopes.map((scope) => [rateLimitVariable(action, scope), 'off'])),
  ),
  ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
});

process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

// The patient platform is a local stand-in that accepts one token, so linking can be tested end to end.
void startPlatformStandIn(acceptedPlatformToken)
  .then((platform) => {
    process.env.PATIENT_PLATFORM_URL = platform.url;
    return import('../../server/main');
  })
  .then(({ main }) => main());
