import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { newId } from '../../db/ids';
import { type Seeded, seedOpsData } from '../../../server-test/ops-seed';
import { opsAgainst, tempDir } from '../../../server-test/ops';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';

const run = promisify(execFile);
const root = path.join(__dirname, '..', '..', '..');

describe(`two operators run housekeeping at once on ${testDialect()}`, () => {
  const files = tempDir('dentiqo-ops-race-');
  let testDb: TestDb;
  let seeded: Seeded;

  beforeAll(async () => {
    testDb = await createTestDb();
    seeded = await seedOpsData(testDb.db);
  });
  afterAll(async () => {
    await testDb.destroy();
    files.remove();
  });

  /** `npm run ops -- housekeeping:run` as its own process, on the real clock. */
  const housekeepingProcess = () =>
    run(process.execPath, ['--import', 'tsx', 'server/cli/ops.ts', 'housekeeping:run'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: files.dir,
        DATABASE_URL: testDb.databaseUrl,
      },
    }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? -1,
        out: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );

  /** More companies with nothing but their row: more closures make the processes meet on one more surely. */
  const moreCompanies = async (count: number) => {
    const companies = Array.from({ length: count }, (_, index) => {
      const id = newId();
      return { id, name: `Race Clinic ${index}`, email: `race-${id}@example.com` };
    });
    const now = new Date().toISOString();
    await testDb.db
      .insertInto('companies')
      .values(
        companies.map((company) => ({
          ...company,
          email_normalized: company.email,
          password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
          language: 'en',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    return companies;
  };

  it('each due closure is erased once, and no process reports a failure', async () => {
    const ops = opsAgainst(testDb.databaseUrl, files.dir);
    const companies = [...seeded.companies.slice(0, 2), ...(await moreCompanies(40))];
    for (const company of companies) expect((await ops(['company:close', company.id])).code).toBe(0);
    await testDb.db
      .updateTable('company_closures')
      .set({ scheduled_for: new Date(Date.now() - 60_000).toISOString() })
      .execute();

    const outcomes = await Promise.all([housekeepingProcess(), housekeepingProcess()]);

    const succeeded = { code: 0, out: expect.stringContaining('Companies erased:') as string };
    expect(outcomes).toEqual([succeeded, succeeded]);
    const states = await testDb.db
      .selectFrom('company_closures')
      .select('state')
      .where(
        'company_id',
        'in',
        companies.map((company) => company.id),
      )
      .execute();
    expect(states).toEqual(companies.map(() => ({ state: 'erased' })));
    const finalMails = await testDb.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('kind', '=', 'closure-done')
      .execute();
    expect(finalMails.map((mail) => mail.to_address).sort()).toEqual(companies.map((company) => company.email).sort());
  });
});
