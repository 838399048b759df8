import { sql } from 'kysely';
import { type RunOps, opsAgainst, tempDir } from '../../../server-test/ops';
import { seedOpsData } from '../../../server-test/ops-seed';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';

describe(`ops doctor on ${testDialect()}`, () => {
  let testDb: TestDb;
  let data: ReturnType<typeof tempDir>;
  let ops: RunOps;

  beforeEach(async () => {
    testDb = await createTestDb();
    data = tempDir('dentiqo-doctor-');
    ops = opsAgainst(testDb.databaseUrl, data.dir);
  });
  afterEach(async () => {
    await testDb.destroy();
    data.remove();
  });

  it('says a clean database and DATA_DIR are clean, and exits 0', async () => {
    expect(await ops(['doctor'])).toEqual({ code: 0, out: 'No problems found.', err: '' });
    expect(JSON.parse((await ops(['doctor', '--json'])).out)).toEqual({ ok: true, findings: [] });
  });

  it('finds mail that failed or that a stopped sender left, and says to retry it', async () => {
    const seeded = await seedOpsData(testDb.db);
    const result = await ops(['doctor']);
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      `[mail] 3 outbox message(s) failed or were left by a stopped sender: ${seeded.mail.failed} (failed`,
    );
    expect(result.out).toMatch(/^\[mail\].*\n {4}→ .*mail:retry/m);
  });

  it('finds mail no server is sending', async () => {
    await testDb.db
      .insertInto('mail_outbox')
      .values({
        id: '01jdoctor0000000000000mail',
        kind: 'email-confirmation',
        company_id: null,
        to_address: 'owner@clinic.example',
        subject: 'Confirm',
        text_body: 'x',
        html_body: 'x',
        message_id: '<doctor@dentiqo.example>',
        next_attempt_at: '2026-12-01T10:00:00.000Z',
        created_at: '2026-12-01T10:00:00.000Z',
        updated_at: '2026-12-01T10:00:00.000Z',
      })
      .execute();
    const result = await ops(['doctor']);
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      '[mail] 1 outbox message(s) are more than 15 minutes overdue, e.g. 01jdoctor0000000000000mail',
    );
    expect(result.out).toContain('make sure a server process is running');
  });

  it('finds migrations not applied and a missing table, and says to migrate first', async () => {
    const [last] = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`
      .execute(testDb.db)
      .then((answer) => answer.rows);
    await sql`delete from kysely_migration where name = ${last!.name}`.execute(testDb.db);
    await sql`drop table rate_limits`.execute(testDb.db);
    const result = await ops(['doctor']);
    expect(result.code).toBe(1);
    expect(result.out).toContain('[database] table rate_limits is missing\n    → apply the migrations first');
    expect(result.out).toContain(
      `[migrations] migrations not applied: ${last!.name}\n    → run \`npm run db:migrate\``,
    );
    expect(result.out).toContain('[files] not checked: the database is not complete');
  });

  const dialectCheck =
    testDialect() === 'sqlite'
      ? 'finds a row whose foreign key points nowhere (foreign_key_check)'
      : 'finds an index left invalid by a failed CREATE INDEX CONCURRENTLY (pg_index)';
  it(dialectCheck, async () => {
    const seeded = await seedOpsData(testDb.db);
    let expected: string;
    if (testDialect() === 'sqlite') {
      // better-sqlite3 holds one connection, so the pragma covers the insert that follows.
      await sql`pragma foreign_keys = off`.execute(testDb.db);
      await sql`insert into security_events (id, company_id, at, type, actor_kind) values ('01jdoctororphan00000000000', 'no-such-company', '2026-12-01T00:00:00.000Z', 'sign-in-failed', 'owner')`.execute(
        testDb.db,
      );
      await sql`pragma foreign_keys = on`.execute(testDb.db);
      expected = '[database] a row of security_events (rowid';
    } else {
      // Two companies share a language, so a unique index on it fails half-way and stays behind, invalid.
      await sql`create unique index concurrently doctor_probe on companies (language)`
        .execute(testDb.db)
        .catch(() => undefined);
      expected = '[database] index doctor_probe on companies is not valid';
    }
    expect(seeded.companies.length).toBeGreaterThan(1);
    const result = await ops(['doctor']);
    expect(result.code).toBe(1);
    expect(result.out).toContain(expected);
  });
});
