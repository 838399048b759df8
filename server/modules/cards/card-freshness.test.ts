import { Value } from 'typebox/value';
import { PublicCard } from '../../../contract/api/cards';
import { mailbox, post, withToken } from '../../../server-test/accounts';
import { type ActivatedDevice, activatedDevice, uploadCard } from '../../../server-test/cards';
import { queryRecorder } from '../../../server-test/query-plans';
import { call } from '../../../server-test/settings';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { createTestClock, days } from '../../../server-test/test-clock';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';

// The card GET keeps nothing in memory: every answer shows the rows as they are now, whoever wrote them (this
// process, another one, or the operator's SQL). These tests fail if an answer ever outlives a write.
describe(`the card GET's freshness on ${testDialect()}`, () => {
  const time = createTestClock('2026-11-23T09:00:00.000Z');
  const mail = mailbox();
  const recorder = queryRecorder();
  let testDb: TestDb;
  let testApp: TestApp;
  let device: ActivatedDevice;

  beforeAll(async () => {
    testDb = await createTestDb({ onQuery: recorder.onQuery });
    testApp = await createTestApp({
      sharedDb: testDb,
      clock: time.clock,
      onMailQueued: mail.onMailQueued,
    });
    device = await activatedDevice(testApp.app, mail);
  });
  afterAll(async () => {
    await testApp?.close();
    await testDb?.destroy();
  });

  const app = () => testApp.app;
  const cardOf = (link: string) => app().inject({ url: `/api/cards/${link}` });
  const owner = (method: 'PUT', url: string, body?: unknown) => call(app(), device.owner.token, method, url, body);

  /** Opens the card twice (a remembered answer would show here), and returns the second answer's body. */
  const openedTwice = async (link: string) => {
    expect((await cardOf(link)).statusCode).toBe(200);
    const second = await cardOf(link);
    expect(second.statusCode).toBe(200);
    return second.json();
  };

  it('reads the card, its files and its clinic in one statement on every GET, and answers the whole card', async () => {
    const card = await uploadCard(app(), device);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const queries = await recorder.during(() => cardOf(card.previewLink));
      expect(queries.map((query) => query.sql)).toEqual([
        expect.stringMatching(
          /from "companies".*from "treatment_card_files".*from "treatment_cards" where "treatment_cards"."link_hash" = /s,
        ),
      ]);
    }
    const answer = await cardOf(card.previewLink);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(Value.Check(PublicCard, answer.json())).toBe(true);
    expect(Object.keys(answer.json()).sort()).toEqual(Object.keys(PublicCard.properties).sort());
  });

  it('refuses a revoked link on the very next request, and its files', async () => {
    const card = await uploadCard(app(), device);
    const body = await openedTwice(card.previewLink);
    const revoked = await post(app(), `/api/company/cards/${card.id}/revoke`, undefined, withToken(device.owner.token));
    expect(revoked.statusCode).toBe(200);
    expect((await cardOf(card.previewLink)).statusCode).toBe(404);
    const image = (body.images.before.variants as { url: string }[])[0]!.url;
    expect((await app().inject({ url: image })).statusCode).toBe(404);
  });

  it('refuses a link once its card expired, and opens it again when the clinic extends it', async () => {
    const card = await uploadCard(app(), device);
    const soon = new Date(time.now().getTime() + days(1)).toISOString();
    expect((await owner('PUT', `/api/company/cards/${card.id}/expiry`, { expiresAt: soon })).statusCode).toBe(200);
    await openedTwice(card.previewLink);
    time.advance(days(1));
    expect((await cardOf(card.previewLink)).statusCode).toBe(404);
    const expiresAt = new Date(time.now().getTime() + days(10)).toISOString();
    expect((await owner('PUT', `/api/company/cards/${card.id}/expiry`, { expiresAt })).statusCode).toBe(200);
    expect((await cardOf(card.previewLink)).json().expiresAt).toBe(expiresAt);
  });

  // As another process (or the operator's SQL) deletes it: this process learns of it when it reads the row again.
  it('refuses a link whose card was deleted elsewhere on the very next request', async () => {
    const card = await uploadCard(app(), device);
    await openedTwice(card.previewLink);
    await testDb.db.deleteFrom('treatment_card_files').where('card_id', '=', card.id).execute();
    await testDb.db.deleteFrom('treatment_cards').where('id', '=', card.id).execute();
    expect((await cardOf(card.previewLink)).statusCode).toBe(404);
  });

  it('refuses a link revoked elsewhere on the very next request', async () => {
    const card = await uploadCard(app(), device);
    await openedTwice(card.previewLink);
    const at = time.now().toISOString();
    await testDb.db
      .updateTable('treatment_cards')
      .set({ revoked_at: at, updated_at: at })
      .where('id', '=', card.id)
      .execute();
    expect((await cardOf(card.previewLink)).statusCode).toBe(404);
  });

  it("shows the clinic's new name on the next request", async () => {
    const card = await uploadCard(app(), device);
    await openedTwice(card.previewLink);
    const renamed = await owner('PUT', '/api/company/account-name', { accountName: 'Renamed Clinic' });
    expect(renamed.statusCode).toBe(200);
    expect((await cardOf(card.previewLink)).json().clinic.name).toBe('Renamed Clinic');
  });

  it("shows the clinic's edited contacts and a new expiry on the next request", async () => {
    const card = await uploadCard(app(), device);
    await openedTwice(card.previewLink);
    const profile = { country: 'PL', city: 'Kraków', ceo: 'Dr. Nowak', contactPerson: '', phone: '+48 12 345 6789' };
    expect((await owner('PUT', '/api/company/profile', profile)).statusCode).toBe(200);
    const expiresAt = new Date(time.now().getTime() + days(30)).toISOString();
    expect((await owner('PUT', `/api/company/cards/${card.id}/expiry`, { expiresAt })).statusCode).toBe(200);
    const body = (await cardOf(card.previewLink)).json();
    expect(body.clinic).toMatchObject({ city: 'Kraków', country: 'PL', phone: '+48123456789' });
    expect(body.expiresAt).toBe(expiresAt);
  });

  it("shows a card's content changed elsewhere on the very next request", async () => {
    const card = await uploadCard(app(), device);
    const before = await openedTwice(card.previewLink);
    const plan = { ...before.plan, steps: before.plan.steps.slice(0, 1) };
    await testDb.db
      .updateTable('treatment_cards')
      .set({ plan_json: JSON.stringify(plan), patient_name: 'Renamed' })
      .where('id', '=', card.id)
      .execute();
    const after = (await cardOf(card.previewLink)).json();
    expect(after.patientName).toBe('Renamed');
    expect(after.plan.steps).toHaveLength(1);
  });
});
