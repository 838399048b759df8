import { samplePdf } from '../../cli/desktop-client/sample-card';
import { post, signUp, withToken } from '../../../server-test/accounts';
import { type ActivatedDevice, activatedDevice, uploadCard, useCardsTestApp } from '../../../server-test/cards';
import { blamedFields, call } from '../../../server-test/settings';
import { days, minutes } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';

/** Every card route; the first test fails when one is added without being covered here. */
const coveredRoutes = [
  'GET /api/cards/{previewLink}',
  'GET /api/cards/{previewLink}/files/{name}',
  'GET /api/company/cards',
  'GET /api/company/cards/figures',
  'POST /api/app/cards',
  'POST /api/company/cards/{id}/patient-record',
  'POST /api/company/cards/{id}/revoke',
  'PUT /api/company/cards/{id}/expiry',
];

describe(`the clinic's cards on ${testDialect()}`, () => {
  const start = '2026-11-23T09:00:00.000Z';
  const server = useCardsTestApp(start);
  const { time, mail } = server;
  let device: ActivatedDevice;
  beforeEach(async () => {
    time.set(start);
    device = await activatedDevice(server.testApp.app, mail);
  });

  const app = () => server.testApp.app;
  const as = (token: string) => (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    call(app(), token, method, url, body);
  const owner = () => as(device.owner.token);
  const setExpiry = (id: string, expiresAt: unknown, token = device.owner.token) =>
    as(token)('PUT', `/api/company/cards/${id}/expiry`, { expiresAt });

  it('documents every card route with its statuses', async () => {
    const document = (await app().inject({ url: '/api/docs/json' })).json();
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      // The patients' answers are the card-decisions module's, documented in its own tests.
      .filter(([path]) => /^\/api\/(cards|company\/cards|app\/cards)/.test(path) && !path.includes('/decisions'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(coveredRoutes);
    const upload = document.paths['/api/app/cards'].post;
    expect(Object.keys(upload.responses).sort()).toEqual(['201', '400', '403', '413', '415', '500', '503', '507']);
    const parts = upload.requestBody.content['multipart/form-data'].schema;
    expect(parts.properties.before).toMatchObject({ type: 'string', format: 'binary' });
    expect(parts.properties.formula.properties.teeth.items.properties.tooth.enum).toHaveLength(32);
    expect(parts.required).toEqual(expect.arrayContaining(['key', 'fingerprint', 'patientName', 'before', 'after']));
    expect(Object.keys(document.paths['/api/company/cards/{id}/patient-record'].post.responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '502', '503'].sort(),
    );
  });

  it('lists the cards newest first, a page at a time, with their state, views and link', async () => {
    const uploaded = [];
    for (const patientName of ['First', 'Second', 'Third']) {
      uploaded.push(await uploadCard(app(), device, { fields: { patientName } }));
      time.advance(minutes(1));
    }
    await app().inject({ url: `/api/cards/${uploaded[1]!.previewLink}` });
    await app().cardViews.flush();
    await post(app(), `/api/company/cards/${uploaded[0]!.id}/revoke`, undefined, withToken(device.owner.token));

    const firstPage = await owner()('GET', '/api/company/cards?pageSize=2');
    expect(firstPage.statusCode).toBe(200);
    expect(firstPage.json()).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(firstPage.json().cards).toEqual([
      {
        id: uploaded[2]!.id,
        patientName: 'Third',
        savedAt: '2026-11-20T10:30:00.000Z',
        createdAt: '2026-11-23T09:02:00.000Z',
        expiresAt: uploaded[2]!.expiresAt,
        revokedAt: null,
        state: 'active',
        views: 0,
        lastViewedAt: null,
        previewUrl: uploaded[2]!.previewUrl,
        hasPdf: false,
        currency: 'USD',
        totalMinor: 418000,
        patientRecord: { state: 'not-sent', recordId: null, sentAt: null, lastAttemptAt: null, lastError: null },
        decision: { status: 'not-opened', since: null, optionIndex: null, optionTitle: null },
      },
      expect.objectContaining({ id: uploaded[1]!.id, views: 1, lastViewedAt: '2026-11-23T09:03:00.000Z' }),
    ]);
    const secondPage = (await owner()('GET', '/api/company/cards?page=2&pageSize=2')).json();
    expect(secondPage.cards).toEqual([
      expect.objectContaining({
        id: uploaded[0]!.id,
        state: 'revoked',
        previewUrl: null,
        revokedAt: expect.any(String),
      }),
    ]);
    expect((await owner()('GET', '/api/company/cards?page=3&pageSize=2')).json().cards).toEqual([]);
  });

  it('shows a card past its expiry as expired, and one with a PDF as having it', async () => {
    await uploadCard(app(), device, { files: { pdf: samplePdf() } });
    expect((await owner()('GET', '/api/company/cards')).json().cards[0]).toMatchObject({
      hasPdf: true,
      state: 'active',
    });
    time.advance(days(181));
    const { token } = (
      await post(app(), '/api/auth/sign-in', { login: device.owner.body.email, password: device.owner.body.password })
    ).json();
    expect((await as(token)('GET', '/api/company/cards')).json().cards[0]).toMatchObject({ state: 'expired' });
  });

  it.each([['0'], ['101'], ['x']])('refuses pageSize=%s', async (pageSize) => {
    const response = await owner()('GET', `/api/company/cards?pageSize=${pageSize}`);
    expect(response.statusCode).toBe(400);
    expect(blamedFields(response)).toEqual(['querystring/pageSize']);
  });

  it('revokes a link once; revoking again changes nothing', async () => {
    const card = await uploadCard(app(), device);
    const first = await post(app(), `/api/company/cards/${card.id}/revoke`, undefined, withToken(device.owner.token));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ state: 'revoked', revokedAt: start, previewUrl: null });
    time.advance(minutes(5));
    const again = await post(app(), `/api/company/cards/${card.id}/revoke`, undefined, withToken(device.owner.token));
    expect(again.json()).toMatchObject({ state: 'revoked', revokedAt: start });
  });

  it('sets an expiry in the future, up to 730 days ahead, and none on a revoked card', async () => {
    const card = await uploadCard(app(), device);
    const inAWeek = new Date(time.now().getTime() + days(7)).toISOString();
    const changed = await setExpiry(card.id, inAWeek);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ expiresAt: inAWeek, state: 'active' });

    const longest = new Date(time.now().getTime() + days(730)).toISOString();
    expect((await setExpiry(card.id, longest)).json().expiresAt).toBe(longest);
    const cases: [unknown, string][] = [
      [new Date(time.now().getTime() + days(730) + 1000).toISOString(), 'maximum'],
      [time.now().toISOString(), 'past'],
      ['2020-01-01T00:00:00.000Z', 'past'],
      ['next tuesday', 'format'],
      [null, 'type'],
    ];
    for (const [expiresAt, reason] of cases) {
      const response = await setExpiry(card.id, expiresAt);
      expect({ expiresAt, status: response.statusCode, errors: response.json().errors }).toEqual({
        expiresAt,
        status: 400,
        errors: [{ field: 'body/expiresAt', reason }],
      });
    }
    const extra = await owner()('PUT', `/api/company/cards/${card.id}/expiry`, { expiresAt: longest, forever: true });
    expect(blamedFields(extra)).toEqual(['body/forever']);

    await post(app(), `/api/company/cards/${card.id}/revoke`, undefined, withToken(device.owner.token));
    const revoked = await setExpiry(card.id, inAWeek);
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json().code).toBe('CARD_REVOKED');
  });

  it('keeps the card routes for owners and admins with a session', async () => {
    const card = await uploadCard(app(), device);
    expect((await app().inject({ url: '/api/company/cards' })).statusCode).toBe(401);
    expect((await post(app(), `/api/company/cards/${card.id}/revoke`)).statusCode).toBe(401);
    const admin = await owner()('POST', '/api/company/staff', {
      firstName: 'Ad',
      lastName: 'Min',
      login: `admin-${Date.now()}`,
      role: 'admin',
      password: 'admin password',
    });
    const adminToken = (
      await post(app(), '/api/auth/sign-in', { login: admin.json().login, password: 'admin password' })
    ).json().token;
    expect((await as(adminToken)('GET', '/api/company/cards')).json().cards).toHaveLength(1);
  });

  it.each([['not-an-id'], ['01ARZ3NDEKTSV4RRFFQ69G5FA'], ['..%2F..%2Fetc']])(
    'refuses the malformed card id %s with 400',
    async (id) => {
      expect(
        (await post(app(), `/api/company/cards/${id}/revoke`, undefined, withToken(device.owner.token))).statusCode,
      ).toBe(400);
    },
  );

  describe('another company', () => {
    let stranger: Awaited<ReturnType<typeof signUp>>;
    beforeEach(async () => {
      stranger = await signUp(app(), { companyName: 'Other clinic' });
    });

    it('never lists, revokes, extends or sends them (404, nothing changed)', async () => {
      const card = await uploadCard(app(), device);
      const before = (await owner()('GET', '/api/company/cards')).json();
      const them = as(stranger.token);
      expect((await them('GET', '/api/company/cards')).json()).toMatchObject({ cards: [], total: 0 });
      const attempts = [
        await them('POST', `/api/company/cards/${card.id}/revoke`),
        await them('PUT', `/api/company/cards/${card.id}/expiry`, {
          expiresAt: new Date(time.now().getTime() + days(3)).toISOString(),
        }),
        await them('POST', `/api/company/cards/${card.id}/patient-record`),
      ];
      for (const attempt of attempts) {
        expect({ status: attempt.statusCode, code: attempt.json().code }).toEqual({ status: 404, code: 'NOT_FOUND' });
      }
      expect((await owner()('GET', '/api/company/cards')).json()).toEqual(before);
      expect((await app().inject({ url: `/api/cards/${card.previewLink}` })).statusCode).toBe(200);
    });

    it("gets a 404 for a card id of its own kind that does not exist, the same as for another's", async () => {
      const card = await uploadCard(app(), device);
      const missing = `${card.id.slice(0, -4)}zzzz`;
      const own = await as(stranger.token)('POST', `/api/company/cards/${missing}/revoke`);
      const others = await as(stranger.token)('POST', `/api/company/cards/${card.id}/revoke`);
      expect([own.statusCode, others.statusCode]).toEqual([404, 404]);
      const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
      expect(strip(own.json())).toEqual(strip(others.json()));
    });
  });
});
