import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { migrations } from '../db/migration-list';
import { buildServerBundle, serverNodeOptions, serverProcessEnv } from './server-bundle';
import { waitFor } from '../../server-test/wait-for';

const root = path.resolve(__dirname, '..', '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'dentiqo-server-bundle-test');

// `npm start` runs the esbuild bundle with plain node: a bundle that builds but breaks at run time (a package that
// reads files next to its own code, a data folder found from `__dirname`, an entry guard that holds in every file)
// must fail here, not in production. The bundle does not depend on the database, so this runs on SQLite only.
describe('the bundled server (dist-server/start.js)', () => {
  let outDir: string;
  let dataDir: string;
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    // Inside the repository, so the externals resolve from node_modules above it as they do from dist-server/ (the
    // bundle's import() of nodemailer or pg is an ES module import, which NODE_PATH does not reach).
    mkdirSync(cacheDir, { recursive: true });
    outDir = mkdtempSync(path.join(cacheDir, 'bundle-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'dentiqo-bundle-data-'));
    await buildServerBundle(outDir);
  });
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is what npm start runs, with the same options as the benchmarks', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const environment = Object.entries(serverProcessEnv).map(([name, value]) => `${name}=${value}`);
    const command = [...environment, 'exec', 'node', ...serverNodeOptions, 'dist-server/start.js'].join(' ');
    expect(scripts.start).toMatch(new RegExp(`&& ${command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  it('builds the production entries alone, with their source maps, and nothing of the tests', () => {
    const entries = ['migrate', 'ops', 'start'];
    expect(readdirSync(outDir).sort()).toEqual(entries.flatMap((entry) => [`${entry}.js`, `${entry}.js.map`]));
    for (const entry of entries) {
      const code = readFileSync(path.join(outDir, `${entry}.js`), 'utf8');
      expect(code).toMatch(new RegExp(`//# sourceMappingURL=${entry}\\.js\\.map\\s*$`));
      // The map names every source the bundle was made from: the browser tests' server and its stand-ins stay out.
      const map = JSON.parse(readFileSync(path.join(outDir, `${entry}.js.map`), 'utf8')) as { sources: string[] };
      const ours = map.sources.map((source) => path.relative(root, path.resolve(outDir, source)));
      expect(ours).toContain(path.join('server', 'cli', `${entry}.ts`));
      expect(ours.filter((source) => /^(e2e|bench|faults)\/|^server-test\/|\.test\.ts$/.test(source))).toEqual([]);
      // One character beyond ASCII (in a regular expression or a tagged template, which esbuild cannot escape) makes
      // V8 hold the whole bundle's source two bytes a character: 2.4 MB more of the server's memory.
      const lines = code.split('\n');
      expect(lines.flatMap((line, index) => (/[\u0080-\uffff]/.test(line) ? [`line ${index + 1}`] : []))).toEqual([]);
    }
  });

  it('starts with plain node, migrates a new SQLite file, serves, sends mail and exits 0 on SIGTERM', async () => {
    const databaseFile = path.join(dataDir, 'bundle.sqlite');
    const started = spawn(process.execPath, [...serverNodeOptions, path.join(outDir, 'start.js')], {
      cwd: dataDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite:${databaseFile}`,
        PUBLIC_URL: 'http://127.0.0.1:3000',
        ...serverProcessEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));

    const url = await waitFor(() => {
      if (started.exitCode !== null) throw new Error(`the bundle exited with ${started.exitCode}:\n${output}`);
      return /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    }, 15_000);
    // One server, not two: the bundled server/main.ts must not start itself as well.
    expect(output.match(/Server listening at/g)).toHaveLength(1);

    const ready = await fetch(`${url}/api/ready`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up', migrations: 'applied' });

    // Data folders found from the sources' places: locales/ and content/ at the repository root.
    const locale = await fetch(`${url}/locales/en/common.json`);
    expect(locale.status).toBe(200);
    expect(await locale.json()).toEqual(JSON.parse(readFileSync(path.join(root, 'locales/en/common.json'), 'utf8')));
    const articles = await fetch(`${url}/api/content/articles?lng=en`);
    expect(articles.status).toBe(200);
    expect(((await articles.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    // The external packages: @fastify/swagger and its UI's files, argon2 (sign-up), nodemailer (the .eml file).
    expect((await fetch(`${url}/api/docs/json`)).status).toBe(200);
    expect((await fetch(`${url}/api/docs`, { redirect: 'manual' })).status).toBeLessThan(400);
    const signUp = await fetch(`${url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyName: 'Bundle Clinic',
        email: 'bundle@example.com',
        password: 'bundle secret',
        language: 'en',
      }),
    });
    expect(signUp.status).toBe(201);
    const mailDir = path.join(dataDir, 'mail');
    await waitFor(
      () => (existsSync(mailDir) && readdirSync(mailDir).some((name) => name.endsWith('.eml'))) || undefined,
      10_000,
    );

    started.kill('SIGTERM');
    expect(await exited).toBe(0);

    // The database the bundle made holds every migration and the company just signed up.
    const database = new SqliteDatabase(databaseFile, { readonly: true });
    try {
      const applied = database.prepare('select name from kysely_migration order by name').all() as { name: string }[];
      expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
      expect(database.prepare('select count(*) as n from companies').get()).toEqual({ n: 1 });
    } finally {
      database.close();
    }
  }, 30_000);
});
