import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from './main';
import { type TestDb, createTestDb, testDialect } from '../server-test/test-db';
import { waitFor } from '../server-test/wait-for';

const root = path.resolve(__dirname, '..');

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const runServer = (env: Record<string, string>): Run => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/serve.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
};

describe(`the server process on ${testDialect()}`, () => {
  let testDb: TestDb;
  let dataDir: string;

  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false });
    dataDir = mkdtempSync(path.join(tmpdir(), 'dentiqo-main-'));
  });
  afterAll(async () => {
    await testDb.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, serves, and exits 0 on SIGTERM', async () => {
    const run = runServer({
      DATABASE_URL: testDb.databaseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      PUBLIC_URL: 'http://127.0.0.1:3000',
    });
    try {
      const url = await waitFor(
        () => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(run.output())?.[1],
        15_000,
      );
      const ready = await fetch(`${url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(run.output()).toContain('migrations applied');
      expect(run.output()).toContain('mail sender started');

      // Sign-up queues the confirmation; the sender writes it to DATA_DIR/mail and the log shows the link.
      const signUp = await fetch(`${url}/api/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          companyName: 'Process Clinic',
          email: 'process@example.com',
          password: 'process secret',
          language: 'en',
        }),
      });
      expect(signUp.status).toBe(201);
      const link = await waitFor(() => /"link":"(http[^"]+\/submit-profile\/[^"]+)"/.exec(run.output())?.[1], 5000);
      const file = await waitFor(() => {
        const files = existsSync(path.join(dataDir, 'mail')) ? readdirSync(path.join(dataDir, 'mail')) : [];
        return files.find((name) => name.endsWith('.eml'));
      }, 10_000);
      const eml = readFileSync(path.join(dataDir, 'mail', file), 'utf8');
      expect(eml).toContain('To: process@example.com');
      expect(eml).toMatch(/^Message-ID: <[0-9a-z]{26}@127\.0\.0\.1>$/m);
      // The file is written before the outbox row is marked sent and the line logged.
      await waitFor(() => run.output().includes('mail delivered') || undefined, 5000);
      expect(link).toMatch(/\/submit-profile\/[A-Za-z0-9_-]{43}$/);

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain('shutting down');
    } finally {
      run.child.kill('SIGKILL');
    }
  }, 20_000);
});

describe('main', () => {
  const saved = { PORT: process.env.PORT, LOG_LEVEL: process.env.LOG_LEVEL };
  afterEach(() => {
    jest.restoreAllMocks();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('prints every configuration problem and exits 1 before opening anything', async () => {
    Object.assign(process.env, { PORT: 'abc', LOG_LEVEL: 'loud' });
    let written = '';
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written += String(chunk);
      return true;
    });
    const exit = jest.spyOn(process, 'exit').mockImplementation((code?: string | number | null) => {
      throw new Error(`exit ${code}`);
    });
    await expect(main()).rejects.toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(written).toMatch(/Invalid configuration:[\s\S]*PORT[\s\S]*LOG_LEVEL/);
  });
});
