import { mailbox } from '../../../server-test/accounts';
import { type ActivatedDevice, activatedDevice, uploadCard } from '../../../server-test/cards';
import { type PlatformStandIn, startPlatformStandIn } from '../../../server-test/patient-platform-stand-in';
import { call } from '../../../server-test/settings';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { createTestClock, minutes } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';

const platformToken = 'platform-token-0123456789';
// Shared by the two apps of one test, so either can open the platform token the other sealed.
const encryptionKey = Buffer.alloc(32, 5).toString('base64');

describe(`"Create patient record" from a card on ${testDialect()}`, () => {
  const time = createTestClock();
  const mail = mailbox();
  let platform: PlatformStandIn;
  let testApp: TestApp;
  let device: ActivatedDevice;

  beforeAll(async () => {
    platform = await startPlatformStandIn(platformToken);
    testApp = await createTestApp({
      clock: time.clock,
      onMailQueued: mail.onMailQueued,
      env: { PATIENT_PLATFORM_URL: platform.url, ENCRYPTION_KEY: encryptionKey },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await platform.close();
  });
  beforeEach(async () => {
    device = await activatedDevice(testApp.app, mail);
    const linked = await call(testApp.app, device.owner.token, 'PUT', '/api/company/platform', {
      token: platformToken,
    });
    expect(linked.statusCode).toBe(200);
  });

  const send = (cardId: string, token = device.owner.token, app = testApp.app) =>
    call(app, token, 'POST', `/api/company/cards/${cardId}/patient-record`);
  const listed = async (cardId: string) =>
    (await call(testApp.app, device.owner.token, 'GET', '/api/company/cards'))
      .json()
      .cards.find((card: { id: string }) => card.id === cardId);
  const received = (cardId: string) => platform.patients().filter((patient) => patient.idempotencyKey.endsWith(cardId));

  it('answers 409 PLATFORM_NOT_CONFIGURED once the server has no platform URL, recording no failure', async () => {
    const card = await uploadCard(testApp.app, device);
    const unconfigured = await createTestApp({
      clock: time.clock,
      sharedDb: testApp.testDb,
      env: { ENCRYPTION_KEY: encryptionKey },
    });
    try {
      const response = await send(card.id, device.owner.token, unconfigured.app);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'PLATFORM_NOT_CONFIGURED' });
      expect((await listed(card.id)).patientRecord).toMatchObject({ state: 'not-sent' });
    } finally {
      await unconfigured.close();
    }
  });

  it("sends the card's patient and plan once, and records the platform's id", async () => {
    const card = await uploadCard(testApp.app, device, { fields: { patientName: 'Taras Shevchuk' } });
    const response = await send(card.id);
    expect(response.statusCode).toBe(200);
    const [record] = received(card.id);
    expect(response.json()).toEqual({
      state: 'sent',
      recordId: record!.id,
      sentAt: time.now().toISOString(),
      lastAttemptAt: time.now().toISOString(),
      lastError: null,
    });
    expect(record!.idempotencyKey).toBe(`dentiqo-card-${card.id}`);
    expect(record!.body).toMatchObject({
      source: 'dentiqo-3d',
      externalId: card.id,
      patient: { name: 'Taras Shevchuk' },
      treatmentPlan: {
        savedAt: '2026-11-20T10:30:00.000Z',
        currency: 'USD',
        totalMinor: 418000,
        formula: { teeth: expect.any(Array), bridges: [{ phase: 'after', teeth: [24, 25, 26] }] },
      },
    });
    expect((record!.body as { treatmentPlan: { steps: unknown[] } }).treatmentPlan.steps).toHaveLength(4);
    expect(JSON.stringify(record!.body)).not.toContain(card.previewLink);
    expect((await listed(card.id)).patientRecord).toEqual(response.json());
  });

  it('answers a card already sent without asking the platform again', async () => {
    const card = await uploadCard(testApp.app, device);
    const first = (await send(card.id)).json();
    const requests = platform.patientRequests();
    time.advance(minutes(10));
    const second = await send(card.id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first);
    expect(platform.patientRequests()).toBe(requests);
  });

  it('makes one record when the clinic clicks twice at once', async () => {
    const card = await uploadCard(testApp.app, device);
    const answers = await Promise.all([send(card.id), send(card.id), send(card.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(received(card.id)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.json().recordId))).toEqual(new Set([received(card.id)[0]!.id]));
  });

  it('records a failure when the platform is down, then a retry succeeds once', async () => {
    const card = await uploadCard(testApp.app, device);
    platform.failNextPatients(1, 503);
    const failed = await send(card.id);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().code).toBe('PLATFORM_UNAVAILABLE');
    expect((await listed(card.id)).patientRecord).toEqual({
      state: 'failed',
      recordId: null,
      sentAt: null,
      lastAttemptAt: time.now().toISOString(),
      lastError: 'unavailable',
    });
    expect(received(card.id)).toHaveLength(0);

    time.advance(minutes(2));
    const retried = await send(card.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ state: 'sent', lastError: null, sentAt: time.now().toISOString() });
    expect(await send(card.id)).toMatchObject({ statusCode: 200 });
    expect(received(card.id)).toHaveLength(1);
  });

  it('keeps one record when the answer to the first send was lost', async () => {
    const card = await uploadCard(testApp.app, device);
    // The platform creates the record, but the clinic never hears of it (simulated by sending it directly).
    const direct = await fetch(`${platform.url}/api/v1/patients`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${platformToken}`,
        'content-type': 'application/json',
        'idempotency-key': `dentiqo-card-${card.id}`,
      },
      body: JSON.stringify({ externalId: card.id }),
    });
    const { id } = (await direct.json()) as { id: string };
    const response = await send(card.id);
    expect(response.json()).toMatchObject({ state: 'sent', recordId: id });
    expect(received(card.id)).toHaveLength(1);
  });

  it('records a refusal: a token the platform no longer accepts, a payload it refuses', async () => {
    const card = await uploadCard(testApp.app, device);
    platform.failNextPatients(1, 401);
    const token = await send(card.id);
    expect({ status: token.statusCode, code: token.json().code }).toEqual({
      status: 502,
      code: 'PLATFORM_TOKEN_REJECTED',
    });
    expect((await listed(card.id)).patientRecord).toMatchObject({ state: 'failed', lastError: 'token-rejected' });
    platform.failNextPatients(1, 422);
    const refused = await send(card.id);
    expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
      status: 502,
      code: 'PLATFORM_REJECTED',
    });
    expect((await listed(card.id)).patientRecord).toMatchObject({ state: 'failed', lastError: 'rejected' });
  });

  it('records a platform that does not answer at all', async () => {
    const down = await startPlatformStandIn(platformToken);
    await down.close();
    const unreachable = await createTestApp({
      clock: time.clock,
      env: { PATIENT_PLATFORM_URL: down.url, ENCRYPTION_KEY: encryptionKey },
      sharedDb: testApp.testDb,
    });
    try {
      const card = await uploadCard(testApp.app, device);
      const response = await send(card.id, device.owner.token, unreachable.app);
      expect(response.statusCode).toBe(503);
      expect((await listed(card.id)).patientRecord).toMatchObject({ state: 'failed', lastError: 'unavailable' });
    } finally {
      await unreachable.close();
    }
  });

  it('answers 409 without a link to the platform, recording nothing', async () => {
    const card = await uploadCard(testApp.app, device);
    await call(testApp.app, device.owner.token, 'DELETE', '/api/company/platform');
    const requests = platform.patientRequests();
    const response = await send(card.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PLATFORM_NOT_LINKED');
    expect((await listed(card.id)).patientRecord.state).toBe('not-sent');
    expect(platform.patientRequests()).toBe(requests);
  });
});
