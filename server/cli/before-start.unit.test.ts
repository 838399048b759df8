import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'dentiqo-before-start-test');

// `npm start`'s first step (server/cli/before-start.mjs), run from a copy of the repository's layout: production must
// refuse to start without the build's artifacts and never build; development builds through prepare-start.ts, here a
// stand-in that only leaves a mark.
describe('npm start before the server (server/cli/before-start.mjs)', () => {
  let copy: string;
  const mark = (): string => path.join(copy, 'built');

  beforeEach(() => {
    // Inside the repository, so that `--import tsx` resolves from its node_modules as it does in the real layout.
    mkdirSync(cacheDir, { recursive: true });
    copy = mkdtempSync(path.join(cacheDir, 'copy-'));
    mkdirSync(path.join(copy, 'server', 'cli'), { recursive: true });
    copyFileSync(path.join(__dirname, 'before-start.mjs'), path.join(copy, 'server', 'cli', 'before-start.mjs'));
    writeFileSync(
      path.join(copy, 'server', 'cli', 'prepare-start.ts'),
      `require('node:fs').writeFileSync(${JSON.stringify(mark())}, 'yes');\n`,
    );
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  const build = (files: string[]): void => {
    for (const file of files) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      writeFileSync(path.join(copy, file), '');
    }
  };
  const run = (nodeEnv: string) =>
    spawnSync(process.execPath, [path.join(copy, 'server', 'cli', 'before-start.mjs')], {
      cwd: copy,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: nodeEnv },
      encoding: 'utf8',
    });

  it('in production, refuses to start without the build, naming what is missing and `npm run build`', () => {
    const result = run('production');
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'dist/index.html and dist-server/start.js missing: run `npm run build` before `NODE_ENV=production npm start` (production never builds).',
    );
    expect(existsSync(mark())).toBe(false);
  });

  it('in production, refuses a half build (the server bundle without the SPA) without building', () => {
    build(['dist-server/start.js']);
    const result = run('production');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^dist\/index\.html missing: run `npm run build`/);
    expect(existsSync(mark())).toBe(false);
  });

  it('in production, lets the server start from the artifacts and never builds', () => {
    build(['dist/index.html', 'dist-server/start.js']);
    const result = run('production');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(existsSync(mark())).toBe(false);
  });

  it('in development, builds what is missing (prepare-start.ts) before the server starts', () => {
    const result = run('development');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(existsSync(mark())).toBe(true);
  });
});
