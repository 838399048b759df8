import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { pendingMigrations } from '../../db/migrate';
import { migrations } from '../../db/migration-list';
import { databaseTables } from '../../db/table-names';
import { type Seeded, seedOpsData } from '../../../server-test/ops-seed';
import { type RunOps, contentsOf, opsAgainst, tempDir } from '../../../server-test/ops';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';

const dialect = testDialect();

describe(`ops backup and restore on ${dialect}`, () => {
  const files = tempDir('dentiqo-ops-backup-');
  const opened: TestDb[] = [];
  let source: TestDb;
  let seeded: Seeded;
  let opsOnSource: RunOps;
  let backupFile: string;

  const freshDb = async (migrate = false): Promise<TestDb> => {
    const db = await createTestDb({ migrate });
    opened.push(db);
    return db;
  };

  beforeAll(async () => {
    source = await freshDb(true);
    seeded = await seedOpsData(source.db);
    opsOnSource = opsAgainst(source.databaseUrl, files.dir);
    backupFile = path.join(files.dir, 'seeded.backup');
    const made = await opsOnSource(['backup', backupFile]);
    expect(made).toMatchObject({ code: 0, err: '' });
    expect(made.out).toMatch(/^Backed up the (sqlite|postgres) database to .*seeded\.backup \(\d+ bytes\)\.$/);
  });
  afterAll(async () => {
    for (const db of opened) await db.destroy();
    files.remove();
  });

  it('seeds every table, so the comparison below covers each one', async () => {
    const contents = await contentsOf(source.db);
    const empty = Object.entries(contents).filter(([, rows]) => rows.length === 0);
    expect(empty).toEqual([]);
    expect(seeded.companies).toHaveLength(3);
  });

  it('restores into a fresh database with every row of every table equal', async () => {
    const target = await freshDb();
    const restored = await opsAgainst(target.databaseUrl, files.dir)(['restore', backupFile]);
    expect(restored).toMatchObject({ code: 0, err: '' });
    expect(restored.out).toMatch(/^Restored .*seeded\.backup into the \w+ database; it was up to date\.$/);

    const expected = await contentsOf(source.db);
    const actual = await contentsOf(target.db);
    for (const table of Object.keys(expected))
      expect({ table, rows: actual[table] }).toEqual({ table, rows: expected[table] });
    // The restored schema has exactly the tables tables.ts declares, besides kysely's own.
    const tables = (await target.db.introspection.getTables()).map((table) => table.name);
    expect(tables.filter((name) => !name.startsWith('kysely_')).sort()).toEqual([...databaseTables].sort());
  });

  it('takes a consistent backup while another connection keeps writing', async () => {
    const writer = await freshDb(true);
    let written = 0;
    let done = false;
    const writes = (async () => {
      while (!done || written < 20) {
        await writer.db
          .insertInto('rate_limits')
          .values({
            key: `during-${String(written).padStart(5, '0')}`,
            hits: written,
            window_ends_at: '2026-12-01T00:00:00.000Z',
          })
          .execute();
        written += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const file = path.join(files.dir, 'during-writes.backup');
    while (written < 10) await new Promise((resolve) => setTimeout(resolve, 5));
    const made = await opsAgainst(writer.databaseUrl, files.dir)(['backup', file]);
    done = true;
    await writes;
    expect(made).toMatchObject({ code: 0, err: '' });

    const target = await freshDb();
    expect((await opsAgainst(target.databaseUrl, files.dir)(['restore', file])).code).toBe(0);
    const keys = (await target.db.selectFrom('rate_limits').select('key').orderBy('key').execute()).map(
      (row) => row.key,
    );
    // Each insert committed before the next began, so a consistent copy holds exactly the first n of them.
    expect(keys.length).toBeGreaterThanOrEqual(10);
    expect(keys.length).toBeLessThanOrEqual(written);
    expect(keys).toEqual(Array.from({ length: keys.length }, (_, index) => `during-${String(index).padStart(5, '0')}`));
  });

  it('refuses to restore over a database that holds data, and leaves it as it was', async () => {
    const target = await freshDb(true);
    await target.db
      .insertInto('rate_limits')
      .values({ key: 'marker', hits: 1, window_ends_at: '2026-12-01T00:00:00.000Z' })
      .execute();
    const before = await contentsOf(target.db);

    const refused = await opsAgainst(target.databaseUrl, files.dir)(['restore', backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      `restore: refusing to restore: the configured ${dialect} database already holds data (rate_limits), and a ` +
        'restore replaces all of it. Back it up, then pass --force; or point DATABASE_URL at an empty database.',
    );
    expect(await contentsOf(target.db)).toEqual(before);
  });

  it('replaces a database that holds data with --force', async () => {
    const target = await freshDb(true);
    await target.db
      .insertInto('rate_limits')
      .values({ key: 'marker', hits: 1, window_ends_at: '2026-12-01T00:00:00.000Z' })
      .execute();
    const forced = await opsAgainst(target.databaseUrl, files.dir)(['restore', '--force', backupFile]);
    expect(forced).toMatchObject({ code: 0, err: '' });
    expect(await contentsOf(target.db)).toEqual(await contentsOf(source.db));
  });

  it('brings a backup of an older schema up to date after restoring it', async () => {
    const old = await freshDb();
    const [firstMigration] = Object.keys(migrations);
    const migrator = new Migrator({ db: old.db, provider: { getMigrations: async () => ({ ...migrations }) } });
    expect((await migrator.migrateTo(firstMigration!)).error).toBeUndefined();
    const oldFile = path.join(files.dir, 'old-schema.backup');
    expect((await opsAgainst(old.databaseUrl, files.dir)(['backup', oldFile])).code).toBe(0);

    const target = await freshDb();
    const restored = await opsAgainst(target.databaseUrl, files.dir)(['restore', oldFile]);
    expect(restored).toMatchObject({ code: 0, err: '' });
    expect(restored.out).toContain(`applied since: ${Object.keys(migrations).slice(1).join(', ')}.`);
    expect(await pendingMigrations(target.db)).toEqual([]);
  });

  it('refuses to overwrite an existing backup file unless --force', async () => {
    const refused = await opsOnSource(['backup', backupFile]);
    expect(refused).toEqual({
      code: 1,
      out: '',
      err: `backup: ${backupFile} already exists; choose another name, or pass --force to replace it`,
    });
    const forced = await opsOnSource(['backup', '--force', backupFile]);
    expect(forced.code).toBe(0);
    expect(existsSync(`${backupFile}.partial`)).toBe(false);
  });

  it('refuses a backup into a directory that does not exist', async () => {
    const file = path.join(files.dir, 'missing', 'x.backup');
    expect(await opsOnSource(['backup', file])).toEqual({
      code: 1,
      out: '',
      err: `backup: the directory ${path.dirname(file)} does not exist`,
    });
  });

  it('refuses a missing backup file and a file that is no backup, changing nothing', async () => {
    const target = await freshDb();
    const ops = opsAgainst(target.databaseUrl, files.dir);
    const missing = path.join(files.dir, 'nope.backup');
    expect(await ops(['restore', missing])).toEqual({
      code: 1,
      out: '',
      err: `restore: the backup ${missing} does not exist`,
    });

    const junk = path.join(files.dir, 'junk.backup');
    writeFileSync(junk, 'this is not a database\n'.repeat(200));
    const refused = await ops(['restore', '--force', junk]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(new RegExp(`^restore: ${junk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not a`));
    expect((await target.db.introspection.getTables()).map((table) => table.name)).toEqual([]);
  });

  /**
   * PostgreSQL: a backup whose last statements fail on this server (a GRANT to a role it lacks), after every table
   * was dropped and loaded again. SQLite: a damaged file, which its integrity check refuses before anything is done.
   */
  const backupThatFailsLate = async (): Promise<string> => {
    const file = path.join(files.dir, 'fails-late.backup');
    if (dialect === 'sqlite') {
      const bytes = Buffer.from(readFileSync(backupFile));
      bytes.fill(0x5a, Math.floor(bytes.length / 2));
      writeFileSync(file, bytes);
      return file;
    }
    const role = `gone_reader_${Date.now()}`;
    await sql`create role ${sql.id(role)}`.execute(source.db);
    await sql`grant select on companies to ${sql.id(role)}`.execute(source.db);
    try {
      expect((await opsOnSource(['backup', '--force', file])).code).toBe(0);
    } finally {
      await sql`revoke select on companies from ${sql.id(role)}`.execute(source.db);
      await sql`drop role ${sql.id(role)}`.execute(source.db);
    }
    return file;
  };

  it('leaves a database that holds data exactly as it was when a restore fails half-way', async () => {
    const target = await freshDb(true);
    await seedOpsData(target.db);
    const before = await contentsOf(target.db);
    const tables = (await target.db.introspection.getTables()).map((table) => table.name).sort();

    const refused = await opsAgainst(
      target.databaseUrl,
      files.dir,
    )(['restore', '--force', await backupThatFailsLate()]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      dialect === 'postgres' ? /role "gone_reader_\d+" does not exist/ : /is not a SQLite backup/,
    );
    expect(await contentsOf(target.db)).toEqual(before);
    expect((await target.db.introspection.getTables()).map((table) => table.name).sort()).toEqual(tables);
    console.log(`restore failing half-way on ${dialect}: ${refused.err.split('\n').slice(0, 2).join(' / ')}`);
  });

  it.each([
    [['backup'], 'backup: expected FILE, got 0 argument(s)\nusage: npm run ops -- backup [--force] FILE'],
    [['backup', 'a', 'b'], 'backup: expected FILE, got 2 argument(s)\nusage: npm run ops -- backup [--force] FILE'],
    [['restore', ' '], 'restore: FILE is empty\nusage: npm run ops -- restore [--force] FILE'],
  ])('answers %j with exit code 2 and the usage', async (argv, err) => {
    expect(await opsOnSource(argv)).toEqual({ code: 2, out: '', err });
  });

  it('answers an unknown option with exit code 2 and the usage', async () => {
    const result = await opsOnSource(['restore', '--yes', backupFile]);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/^restore: Unknown option '--yes'/);
    expect(result.err).toMatch(/\nusage: npm run ops -- restore \[--force\] FILE$/);
  });

  it(
    dialect === 'postgres'
      ? 'says which binary is missing when neither PATH nor the PostgreSQL folders have pg_dump'
      : 'backs up SQLite without any PostgreSQL binary',
    async () => {
      const file = path.join(files.dir, 'no-binaries.backup');
      const result = await opsOnSource(['backup', file], {
        env: { PATH: '' },
        postgresRoot: path.join(files.dir, 'no-postgres'),
      });
      if (dialect === 'postgres') {
        expect(result.code).toBe(1);
        expect(result.err).toContain('backup: pg_dump was found neither on PATH nor in ');
        expect(existsSync(file)).toBe(false);
      } else {
        expect(result.code).toBe(0);
        expect(existsSync(file)).toBe(true);
      }
    },
  );
});
