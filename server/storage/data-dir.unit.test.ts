import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureWritableDir } from './data-dir';

const root = path.resolve(__dirname, '../..');

/** Starts the server process with DATA_DIR set; resolves with its exit code and output, or 'hung' after 30 s. */
const start = (dataDir: string): Promise<{ code: number | 'hung'; output: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/serve.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'test', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: 'hung', output });
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, output });
    });
  });

describe('an unusable DATA_DIR stops the start at once', () => {
  let scratch: string;

  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'dentiqo-data-dir-'));
    writeFileSync(path.join(scratch, 'a-file'), 'not a directory');
  });
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it.each([
    ['a directory that cannot be created', () => '/proc/nope', 'cannot be created'],
    ['a file', () => path.join(scratch, 'a-file'), 'is a file, not a directory'],
    ['a path under a file', () => path.join(scratch, 'a-file', 'data'), 'is a file, not a directory'],
    ['a directory that takes no files', () => '/proc/1', 'no file can be written in it'],
  ])(
    'refuses %s with one line that names it',
    async (_label, dir, why) => {
      const { code, output } = await start(dir());
      expect(code).toBe(1);
      const lines = output.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`DATA_DIR=${dir()} cannot be used: `);
      expect(lines[0]).toContain(why);
    },
    40_000,
  );

  it('creates a missing directory with its parents and leaves no probe file behind', () => {
    const dir = path.join(scratch, 'new', 'nested', 'data');
    ensureWritableDir(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });
});
