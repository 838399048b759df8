import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'dentiqo-run-tool-test');

// `npm run ops` / `npm run db:migrate` (server/cli/run-tool.mjs), from a copy of the repository's layout whose tool
// sources and bundles are stand-ins that print where they run from and their arguments.
describe('the operator tools launcher (server/cli/run-tool.mjs)', () => {
  let copy: string;

  beforeEach(() => {
    // Inside the repository, so that `--import tsx` resolves from its node_modules as it does in the real layout.
    mkdirSync(cacheDir, { recursive: true });
    copy = mkdtempSync(path.join(cacheDir, 'copy-'));
    mkdirSync(path.join(copy, 'server', 'cli'), { recursive: true });
    copyFileSync(path.join(__dirname, 'run-tool.mjs'), path.join(copy, 'server', 'cli', 'run-tool.mjs'));
    const source = "const typed: string = 'sources';\nconsole.log(typed, process.argv.slice(2).join(' '));\n";
    writeFileSync(path.join(copy, 'server', 'cli', 'ops.ts'), source);
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  const run = (nodeEnv: string, args: string[]) =>
    spawnSync(process.execPath, [path.join(copy, 'server', 'cli', 'run-tool.mjs'), ...args], {
      cwd: copy,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: nodeEnv },
      encoding: 'utf8',
    });

  it('in production, runs the bundle with the arguments and passes its exit code on', () => {
    mkdirSync(path.join(copy, 'dist-server'));
    writeFileSync(
      path.join(copy, 'dist-server', 'ops.js'),
      "console.log('bundle', process.argv.slice(2).join(' '));\nprocess.exitCode = 3;\n",
    );
    const result = run('production', ['ops', 'backup', 'file.db']);
    expect(result.stdout).toBe('bundle backup file.db\n');
    expect(result.status).toBe(3);
  });

  it('in production, refuses without the bundle and never runs the sources', () => {
    const result = run('production', ['ops', 'backup']);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toBe(
      'dist-server/ops.js missing: run `npm run build` first (production never builds).',
    );
  });

  it('in development, runs the TypeScript sources with tsx', () => {
    const result = run('development', ['ops', 'companies:list']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('sources companies:list\n');
    expect(result.status).toBe(0);
  });

  it('refuses a tool name that is not a plain name', () => {
    expect(run('production', ['../../etc/x']).status).toBe(2);
  });
});
