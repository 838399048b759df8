import path from 'node:path';
import { type ServerBundle, serverInputs } from '../../server/cli/server-bundle';

/**
 * The browser tests' server (e2e/support/start-server.ts: test settings, the patient-platform stand-in) bundled the
 * way production's is, so the benchmarks measure what production runs, and the bare baselines the benchmarks set it
 * against (bench/baselines/bare-server.ts), built the same way. A folder of its own: the production bundle
 * (dist-server/) holds nothing of the tests'.
 */
export const appServerBundle: ServerBundle = {
  dir: path.resolve(__dirname, '..', '..', 'dist-e2e-server'),
  entryPoints: { 'e2e-server': 'e2e/support/start-server.ts', 'bare-server': 'bench/baselines/bare-server.ts' },
  inputs: [...serverInputs, 'server-test', 'e2e/support', 'bench/baselines'],
};
