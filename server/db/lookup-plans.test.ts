import { activatedDevice, uploadCard } from '../../server-test/cards';
import { mailbox } from '../../server-test/accounts';
import { callApp, newNonce } from '../../server-test/licensing';
import { fullScans, queryPlans, queryRecorder } from '../../server-test/query-plans';
import { type TestApp, createTestApp } from '../../server-test/test-app';
import { type TestDb, createTestDb, testDialect } from '../../server-test/test-db';

// The patient's card GET and the desktop program's validate run on every request against tables that grow to
// millions of rows (the `scale` benchmark); each of their queries must find its rows through an index. A dropped or
// missing index fails here, in `npm test`, not only in the benchmark.
describe(`the card GET and validate lookups on ${testDialect()}`, () => {
  const recorder = queryRecorder();
  const mail = mailbox();
  let testDb: TestDb;
  let testApp: TestApp;

  beforeAll(async () => {
    testDb = await createTestDb({ onQuery: recorder.onQuery });
    testApp = await createTestApp({
      sharedDb: testDb,
      onMailQueued: mail.onMailQueued,
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await testDb?.destroy();
  });

  const plansOf = async (request: () => Promise<unknown>) => {
    const queries = await recorder.during(request);
    expect(queries.length).toBeGreaterThan(0);
    return queryPlans(testDb.db, testDb.dialect, queries);
  };

  it('GET /api/cards/:link reads the card, its files and its clinic by index', async () => {
    const device = await activatedDevice(testApp.app, mail);
    const { previewLink } = await uploadCard(testApp.app, device);
    const plans = await plansOf(async () => {
      const response = await testApp.app.inject({ url: `/api/cards/${previewLink}` });
      expect(response.statusCode).toBe(200);
    });
    expect(plans.map((plan) => plan.sql).join('\n')).toMatch(/"link_hash" = /);
    expect(fullScans(plans, testDb.dialect)).toEqual([]);
  });

  it('POST /api/app/validate reads the key, the company and its license by index', async () => {
    const device = await activatedDevice(testApp.app, mail);
    const plans = await plansOf(async () => {
      const answer = await callApp(testApp.app, '/api/app/validate', {
        key: device.key,
        fingerprint: device.fingerprint,
        appVersion: '1.4.0',
        nonce: newNonce(),
      });
      expect(answer.code).toBe('VALID');
    });
    expect(plans.map((plan) => plan.sql).join('\n')).toMatch(/"key_lookup" = /);
    expect(fullScans(plans, testDb.dialect)).toEqual([]);
  });

  it('POST /api/app/validate reads the slot, the company and the license in one query once the device is seen', async () => {
    const device = await activatedDevice(testApp.app, mail);
    const body = { key: device.key, fingerprint: device.fingerprint, appVersion: '1.4.0' };
    // The first heartbeat writes the device's last-seen time and app version; the next ones within a minute only read.
    await callApp(testApp.app, '/api/app/validate', { ...body, nonce: newNonce() });
    const queries = await recorder.during(async () => {
      const answer = await callApp(testApp.app, '/api/app/validate', { ...body, nonce: newNonce() });
      expect(answer.code).toBe('VALID');
    });
    expect(queries.map((query) => query.sql)).toEqual([expect.stringMatching(/"key_lookup" = /)]);
  });

  it('notices a full scan (the check itself works)', async () => {
    const plans = await queryPlans(testDb.db, testDb.dialect, [
      testDb.db.selectFrom('treatment_cards').selectAll().where('patient_name', '=', 'Nobody').compile(),
    ]);
    expect(fullScans(plans, testDb.dialect)).toHaveLength(1);
  });
});
