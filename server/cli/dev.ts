import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadEnvFile } from './load-env-file';
import { exitOnUnsupportedNode } from './supported-node';
import { repositoryRoot } from '../repository-root';

// `npm run dev`: the API server in watch mode on PORT (3000) and webpack-dev-server with hot reload on 8080,
// which proxies /api and /locales to the server. Ctrl+C stops both.
exitOnUnsupportedNode();
loadEnvFile();
const root = repositoryRoot;
const bin = (pkg: string, file: string) => path.join(root, 'node_modules', pkg, file);

const children: ChildProcess[] = [
  spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/cli/serve.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [bin('webpack-cli', 'bin/cli.js'), 'serve', '--mode', 'development'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
};

for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
