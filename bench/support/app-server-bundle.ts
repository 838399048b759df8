import path from 'node:path';
import { type ServerBundle, serverInputs } from '../../server/cli/server-bundle';

/**
 * The browser tests' server (e2e/support/start-server.ts: test settings, the patient-platform stand-in) bundled the
 * way production's is, so the benchmarks measure what production runs. A folder of its own: the production bundle
 * (dist-server/) holds nothing of the tests'.
 */
export const appServerBundle: ServerBundle = {
  dir: path.resolve(__dirname, '..', '..', 'dist-e2e-server'),
  entryPoints: { 'e2e-server': 'e2e/support/start-server.ts' },
  inputs: [...serverInputs, 'server-test', 'e2e/support'],
};
