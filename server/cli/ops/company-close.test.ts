import { type RunOps, opsAgainst, tempDir } from '../../../server-test/ops';
import { type Seeded, seedOpsData } from '../../../server-test/ops-seed';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';

describe(`ops company:close and company:closure-cancel on ${testDialect()}`, () => {
  const files = tempDir('dentiqo-ops-close-');
  let testDb: TestDb;
  let seeded: Seeded;
  let ops: RunOps;

  beforeAll(async () => {
    testDb = await createTestDb();
    seeded = await seedOpsData(testDb.db);
    ops = opsAgainst(testDb.databaseUrl, files.dir);
  });
  afterAll(async () => {
    await testDb.destroy();
    files.remove();
  });

  const mailOf = (kind: string) =>
    testDb.db.selectFrom('mail_outbox').select(['to_address', 'subject']).where('kind', '=', kind).execute();

  it('schedules a closure in 30 days and e-mails the owner; cancels it and e-mails again; refuses a second cancel', async () => {
    const company = seeded.companies[1]!;
    expect(await ops(['company:close', company.email.toUpperCase()])).toEqual({
      code: 0,
      err: '',
      out: `Scheduled the closure of ${company.name} <${company.email}> (${company.id}) for 2026-12-31T12:00:00.000Z; the owner has been e-mailed.`,
    });
    expect(await mailOf('closure-scheduled')).toEqual([
      { to_address: company.email, subject: 'Your Dentiqo 3D account will be closed on December 31, 2026' },
    ]);
    expect(await ops(['company:close', company.id])).toEqual({
      code: 1,
      out: '',
      err: 'company:close: a closure is already pending, due 2026-12-31T12:00:00.000Z',
    });

    expect(await ops(['company:closure-cancel', company.id])).toEqual({
      code: 0,
      err: '',
      out: `Cancelled the closure of ${company.name} <${company.email}> (${company.id}).`,
    });
    expect(await mailOf('closure-cancelled')).toHaveLength(1);
    expect(await ops(['company:closure-cancel', company.email])).toEqual({
      code: 1,
      out: '',
      err: 'company:closure-cancel: no closure is pending (none was asked, it was cancelled, or the erasure has begun)',
    });
  });

  it('names what is wrong with a bad company: unknown (exit 1), neither id nor e-mail or missing (exit 2)', async () => {
    expect(await ops(['company:close', '--now', 'nobody@example.com'])).toEqual({
      code: 1,
      out: '',
      err: 'company:close: no company has the e-mail nobody@example.com',
    });
    expect(await ops(['company:closure-cancel', 'nobody@example.com'])).toMatchObject({
      code: 1,
      err: 'company:closure-cancel: no company has the e-mail nobody@example.com',
    });
    const notAnId = await ops(['company:close', 'not-a-company']);
    expect(notAnId.code).toBe(2);
    expect(notAnId.err).toContain('neither a company id');
    const missing = await ops(['company:close']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('usage: npm run ops -- company:close [--now] ID_OR_EMAIL');
  });

  it('is listed by npm run ops', async () => {
    const { code, err } = await ops([]);
    expect(code).toBe(2);
    expect(err).toContain('npm run ops -- company:close [--now] ID_OR_EMAIL');
    expect(err).toContain('npm run ops -- company:closure-cancel ID_OR_EMAIL');
  });
});
