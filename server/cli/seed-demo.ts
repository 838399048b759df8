import { runSeedDemo } from './demo/run-seed-demo';
import { loadEnvFile } from './load-env-file';

// `npm run seed:demo`: a demo clinic in the configured database (see server/cli/demo/seed.ts for what it holds).
loadEnvFile();
void runSeedDemo({
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
}).then((code) => {
  process.exitCode = code;
});
