import { type SignedUp, post, signUp, withToken } from '../../../server-test/accounts';
import { recordDecision } from '../../../server-test/clinic-decisions';
import { acceptBody, postDecision, uploadOptionsCard } from '../../../server-test/decisions';
import {
  type ActivatedDevice,
  activatedDevice,
  sampleCardWithOptions,
  uploadCard,
  useCardsTestApp,
} from '../../../server-test/cards';
import { closureDepsOf } from '../../../server-test/closure';
import { call } from '../../../server-test/settings';
import { minutes } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';
import { companyById } from '../companies/service';
import { scheduleClosure } from '../closure/service';

// The clinic's and the desktop program's reads of a card's answers: oldest first, a replaced acceptance or refusal
// marked superseded, and only for the card's own company.
describe(`a card's answers, read by the clinic and the desktop program, on ${testDialect()}`, () => {
  const start = '2026-11-23T09:00:00.000Z';
  const server = useCardsTestApp(start);
  const { time, mail } = server;
  const app = () => server.testApp.app;
  let device: ActivatedDevice;
  let cardId: string;
  const at = (minute: number) => new Date(Date.parse(start) + minutes(minute)).toISOString();

  beforeEach(async () => {
    time.set(start);
    device = await activatedDevice(app(), mail);
    cardId = (await uploadCard(app(), device)).id;
    const card = { id: cardId, companyId: device.companyId };
    await recordDecision(server.testApp.db, card, { kind: 'accepted', at: at(1), optionIndex: 0, optionTitle: 'A' });
    await recordDecision(server.testApp.db, card, { kind: 'question', at: at(2), message: 'Does it hurt?' });
    await recordDecision(server.testApp.db, card, { kind: 'declined', at: at(3), message: 'Too dear' });
    await recordDecision(server.testApp.db, card, {
      kind: 'call-request',
      at: at(4),
      phone: '+380441234567',
      preferredTime: 'mornings',
    });
    await recordDecision(server.testApp.db, card, { kind: 'accepted', at: at(5), optionIndex: 1, optionTitle: 'B' });
  });

  const expectedHistory = () => ({
    decisions: [
      expect.objectContaining({
        kind: 'accepted',
        createdAt: at(1),
        optionIndex: 0,
        optionTitle: 'A',
        superseded: true,
      }),
      expect.objectContaining({ kind: 'question', message: 'Does it hurt?', superseded: false }),
      expect.objectContaining({ kind: 'declined', message: 'Too dear', optionIndex: null, superseded: true }),
      expect.objectContaining({
        kind: 'call-request',
        phone: '+380441234567',
        preferredTime: 'mornings',
        superseded: false,
      }),
      {
        id: expect.any(String),
        kind: 'accepted',
        createdAt: at(5),
        optionIndex: 1,
        optionTitle: 'B',
        fullName: 'Jane Patient',
        message: '',
        phone: null,
        preferredTime: null,
        planHash: 'a'.repeat(64),
        superseded: false,
      },
    ],
  });

  describe('the clinic', () => {
    const history = (token: string, id = cardId) => call(app(), token, 'GET', `/api/company/cards/${id}/decisions`);

    it('reads the history oldest first, with the replaced decisions superseded', async () => {
      const response = await history(device.owner.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual(expectedHistory());
    });

    it('answers an empty history for a card without answers', async () => {
      const fresh = await uploadCard(app(), device);
      expect((await history(device.owner.token, fresh.id)).json()).toEqual({ decisions: [] });
    });

    it('lets admins read it, not a visitor without a session', async () => {
      const admin = await call(app(), device.owner.token, 'POST', '/api/company/staff', {
        firstName: 'Ad',
        lastName: 'Min',
        login: `admin-${Date.now()}`,
        role: 'admin',
        password: 'admin password',
      });
      const token = (
        await post(app(), '/api/auth/sign-in', { login: admin.json().login, password: 'admin password' })
      ).json().token;
      expect((await history(token)).json()).toEqual(expectedHistory());
      expect((await app().inject({ url: `/api/company/cards/${cardId}/decisions` })).statusCode).toBe(401);
    });

    it("answers 404 for another company's card, the same as for a missing one, and 400 for a malformed id", async () => {
      const stranger: SignedUp = await signUp(app(), { companyName: 'Other clinic' });
      const others = await history(stranger.token);
      const missing = await history(stranger.token, `${cardId.slice(0, -4)}zzzz`);
      expect([others.statusCode, others.json().code, missing.statusCode]).toEqual([404, 'NOT_FOUND', 404]);
      expect((await history(device.owner.token, 'not-an-id')).statusCode).toBe(400);
    });
  });

  describe('the desktop program', () => {
    const ask = (body: object) => app().inject({ method: 'POST', url: '/api/app/cards/decisions', payload: body });
    const body = (overrides: Record<string, unknown> = {}) => ({
      key: device.key,
      fingerprint: device.fingerprint,
      cardId,
      ...overrides,
    });

    it('reads the history with its key and fingerprint', async () => {
      const response = await ask(body());
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual(expectedHistory());
    });

    it('is refused like the upload for a wrong fingerprint or a reloaded key', async () => {
      const wrong = await ask(body({ fingerprint: 'machine-somebody-else-entirely' }));
      expect([wrong.statusCode, wrong.json().code, wrong.json().licenseCode]).toEqual([
        403,
        'LICENSE_NOT_VALID',
        'DEVICE_MISMATCH',
      ]);
      await post(app(), `/api/company/keys/${device.keyId}/reload`, undefined, withToken(device.owner.token));
      const revoked = await ask(body());
      expect([revoked.statusCode, revoked.json().licenseCode]).toEqual([403, 'KEY_REVOKED']);
    });

    it("answers 404 for another company's card", async () => {
      const other = await activatedDevice(app(), mail);
      const response = await ask(body({ key: other.key, fingerprint: other.fingerprint }));
      expect([response.statusCode, response.json().code]).toEqual([404, 'NOT_FOUND']);
    });

    it('is refused for a closing company, like the upload', async () => {
      await scheduleClosure(closureDepsOf(server), (await companyById(server.testApp.db, device.companyId))!, 'owner');
      const response = await ask(body());
      expect([response.statusCode, response.json().licenseCode]).toEqual([403, 'COMPANY_CLOSING']);
    });

    it.each([
      ['a missing card id', { cardId: undefined }, 'body/cardId'],
      ['a malformed card id', { cardId: 'not-an-id' }, 'body/cardId'],
      ['a short fingerprint', { fingerprint: 'short' }, 'body/fingerprint'],
      ['a typo in the key', { key: 'XXXX-XXXX' }, 'body/key'],
      ['an unknown field', { admin: true }, 'body/admin'],
    ])('refuses %s with 400 naming the field', async (_name, overrides, field) => {
      const response = await ask(body(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
    });
  });

  it("shows the patient's real answers in the list, the history and the desktop program's read", async () => {
    const card = await uploadOptionsCard(app(), device);
    const [implant, bridge] = sampleCardWithOptions().options as { plan: { totalMinor: number } }[];
    const listedTotal = async () =>
      (await call(app(), device.owner.token, 'GET', '/api/company/cards?pageSize=100'))
        .json()
        .cards.find((entry: { id: string }) => entry.id === card.id).totalMinor;
    // The list's total is the recommended option's until the patient accepts another, then that one's.
    expect(await listedTotal()).toBe(implant!.plan.totalMinor);
    expect((await postDecision(app(), card.previewLink, acceptBody(1))).statusCode).toBe(201);
    expect(bridge!.plan.totalMinor).not.toBe(implant!.plan.totalMinor);
    expect(await listedTotal()).toBe(bridge!.plan.totalMinor);
    time.advance(minutes(1));
    const asked = await postDecision(app(), card.previewLink, { kind: 'question', message: 'Can we start in May?' });
    expect(asked.statusCode).toBe(201);

    const listed = (await call(app(), device.owner.token, 'GET', '/api/company/cards?status=question-waiting')).json();
    expect(listed.cards.map((entry: { id: string }) => entry.id)).toEqual([card.id]);
    const history = (await call(app(), device.owner.token, 'GET', `/api/company/cards/${card.id}/decisions`)).json();
    expect(history.decisions).toEqual([
      expect.objectContaining({ kind: 'accepted', optionIndex: 1, fullName: 'Olena Kovalenko', superseded: false }),
      expect.objectContaining({ kind: 'question', message: 'Can we start in May?', superseded: false }),
    ]);
    const desktop = await app().inject({
      method: 'POST',
      url: '/api/app/cards/decisions',
      payload: { key: device.key, fingerprint: device.fingerprint, cardId: card.id },
    });
    expect(desktop.json()).toEqual(history);
  });
});
