// `npm run ops` and `npm run db:migrate`, in plain JavaScript like before-start.mjs: in production they run their
// bundles from `npm run build` (dist-server/<tool>.js) with plain `node`, since a production install has no tsx; on a
// development machine they run the TypeScript sources with tsx, so an edit needs no build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const [tool = '', ...args] = process.argv.slice(2);
if (!/^[a-z-]+$/.test(tool)) {
  console.error(`usage: node server/cli/run-tool.mjs <tool> [arguments]`);
  process.exit(2);
}

let command;
if (process.env.NODE_ENV === 'production') {
  const bundle = path.join(root, 'dist-server', `${tool}.js`);
  if (!existsSync(bundle)) {
    console.error(`dist-server/${tool}.js missing: run \`npm run build\` first (production never builds).`);
    process.exit(1);
  }
  command = [bundle, ...args];
} else {
  command = ['--import', 'tsx', path.join(root, 'server', 'cli', `${tool}.ts`), ...args];
}
const result = spawnSync(process.execPath, command, { stdio: 'inherit' });
process.exit(result.status ?? 1);
