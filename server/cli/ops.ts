import { loadEnvFile } from './load-env-file';
import { runOps } from './ops/run-ops';

// `npm run ops -- <command>`: the commands are in ./ops/commands.ts.
loadEnvFile();
void runOps(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
  now: () => new Date(),
}).then((code) => {
  process.exitCode = code;
});
