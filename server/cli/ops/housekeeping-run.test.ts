import { type RunOps, opsAgainst, tempDir } from '../../../server-test/ops';
import { type Seeded, seedNow, seedOpsData } from '../../../server-test/ops-seed';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';

describe(`ops housekeeping:run on ${testDialect()}`, () => {
  const files = tempDir('dentiqo-ops-housekeeping-');
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

  it('erases a company whose closure is due, queues the final e-mail, and finds nothing left the second time', async () => {
    const company = seeded.companies[1]!;
    expect((await ops(['company:close', company.id])).code).toBe(0);
    // The day passes: the closure falls due before the operator's clock.
    await testDb.db
      .updateTable('company_closures')
      .set({ scheduled_for: new Date(seedNow.getTime() - 60_000).toISOString() })
      .where('company_id', '=', company.id)
      .execute();

    const first = await ops(['housekeeping:run']);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(/^Purged: sessions \d+, linkTokens \d+, .*expiredCardDecisions \d+\.$/m);
    expect(first.out).toContain(`Companies erased: ${company.id}.`);
    // The row stays as a tombstone for the kept orders, its e-mail gone.
    const left = await testDb.db
      .selectFrom('companies')
      .select('email_normalized')
      .where('id', '=', company.id)
      .execute();
    expect(left).toEqual([{ email_normalized: `erased:${company.id}` }]);
    const final = await testDb.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('kind', '=', 'closure-done')
      .execute();
    expect(final).toEqual([{ to_address: company.email }]);

    const second = await ops(['housekeeping:run', '--json']);
    expect(second.code).toBe(0);
    expect(JSON.parse(second.out)).toEqual({
      purged: {
        sessions: 0,
        linkTokens: 0,
        rateLimitWindows: 0,
        sentMail: 0,
        securityEvents: 0,
        expiredCardDecisions: 0,
      },
      exports: 0,
      erased: [],
    });
  });

  it('takes no arguments and is listed by npm run ops', async () => {
    const extra = await ops(['housekeeping:run', 'now']);
    expect(extra.code).toBe(2);
    expect(extra.err).toContain('usage: npm run ops -- housekeeping:run [--json]');
    expect((await ops([])).err).toContain('npm run ops -- housekeeping:run [--json]');
  });
});
