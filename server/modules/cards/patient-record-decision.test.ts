import { mailbox } from '../../../server-test/accounts';
import { recordDecision } from '../../../server-test/clinic-decisions';
import { type ActivatedDevice, activatedDevice, sampleCardWithOptions, uploadCard } from '../../../server-test/cards';
import { type PlatformStandIn, startPlatformStandIn } from '../../../server-test/patient-platform-stand-in';
import { call } from '../../../server-test/settings';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { createTestClock, minutes } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';

const platformToken = 'platform-token-0123456789';

// "Create patient record" carries the option the patient accepted, when the card's current decision is an
// acceptance; otherwise the recommended option (or the first), as before answers existed.
describe(`the patient record and the patient's decision on ${testDialect()}`, () => {
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
      env: { PATIENT_PLATFORM_URL: platform.url, ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64') },
    });
    device = await activatedDevice(testApp.app, mail);
    const linked = await call(testApp.app, device.owner.token, 'PUT', '/api/company/platform', {
      token: platformToken,
    });
    expect(linked.statusCode).toBe(200);
  });
  afterAll(async () => {
    await testApp.close();
    await platform.close();
  });

  const { options } = sampleCardWithOptions();
  const uploadWithOptions = () =>
    uploadCard(testApp.app, device, { fields: { formula: undefined, plan: undefined, options } });
  const sent = async (cardId: string) => {
    const response = await call(testApp.app, device.owner.token, 'POST', `/api/company/cards/${cardId}/patient-record`);
    expect(response.statusCode).toBe(200);
    const [record] = platform.patients().filter((patient) => patient.idempotencyKey.endsWith(cardId));
    return record!.body as Record<string, unknown> & { treatmentPlan: Record<string, unknown> };
  };
  const decide = (cardId: string, kind: 'accepted' | 'declined', at: string) =>
    recordDecision(
      testApp.db,
      { id: cardId, companyId: device.companyId },
      { kind, at, optionIndex: 1, optionTitle: 'Bridge', fullName: 'Taras Shevchuk' },
    );

  it('carries the accepted option, when and by whom', async () => {
    const card = await uploadWithOptions();
    const acceptedAt = new Date(time.now().getTime() + minutes(5)).toISOString();
    await decide(card.id, 'accepted', acceptedAt);
    const body = await sent(card.id);
    const bridge = options[1] as { title: string; plan: { totalMinor: number; steps: unknown[] } };
    expect(bridge.title).toBe('Bridge');
    expect(body).toMatchObject({ acceptedAt, acceptedBy: 'Taras Shevchuk' });
    expect(body.treatmentPlan).toMatchObject({
      optionIndex: 1,
      optionTitle: 'Bridge',
      totalMinor: bridge.plan.totalMinor,
      steps: bridge.plan.steps,
      formula: { teeth: expect.any(Array), bridges: expect.any(Array) },
    });
  });

  it('carries the recommended option when the current decision is no acceptance, or there is none', async () => {
    const recommended = options.find((option) => option.recommended === true) as { plan: { totalMinor: number } };
    const declined = await uploadWithOptions();
    await decide(declined.id, 'accepted', time.now().toISOString());
    await decide(declined.id, 'declined', new Date(time.now().getTime() + minutes(1)).toISOString());
    const silent = await uploadWithOptions();
    for (const card of [declined, silent]) {
      const body = await sent(card.id);
      expect(body).not.toHaveProperty('acceptedAt');
      expect(body).not.toHaveProperty('acceptedBy');
      expect(body.treatmentPlan).not.toHaveProperty('optionIndex');
      expect(body.treatmentPlan.totalMinor).toBe(recommended.plan.totalMinor);
    }
  });
});
