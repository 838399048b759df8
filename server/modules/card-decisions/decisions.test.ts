import { randomUUID } from 'node:crypto';
import { type ActivatedDevice, activatedDevice, uploadCard, useCardsTestApp } from '../../../server-test/cards';
import { acceptBody, postDecision, uploadOptionsCard } from '../../../server-test/decisions';
import { call } from '../../../server-test/settings';
import { days } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';
import { closureDepsOf } from '../../../server-test/closure';
import { scheduleClosure } from '../closure/service';
import { companyById } from '../companies/service';
import { planHash } from './plan-hash';

describe(`the patient's answers to a card on ${testDialect()}`, () => {
  const server = useCardsTestApp('2026-11-23T09:00:00.000Z');
  const app = () => server.testApp.app;
  const db = () => server.testApp.db;
  let device: ActivatedDevice;

  beforeAll(async () => {
    device = await activatedDevice(app(), server.mail);
    await call(app(), device.owner.token, 'PUT', '/api/company/profile', {
      country: 'UA',
      city: 'Kyiv',
      ceo: 'Dr. Ivanenko',
      contactPerson: '',
      phone: '+380 44 123 4567',
      address: '12 Khreshchatyk St',
      website: '',
    });
  });

  const rowsOf = (cardId: string) =>
    db().selectFrom('card_decisions').selectAll().where('card_id', '=', cardId).orderBy('seq').execute();
  const stateOf = async (link: string) => (await app().inject({ url: `/api/cards/${link}/decisions` })).json();

  it('documents both routes with their statuses', async () => {
    const document = (await app().inject({ url: '/api/docs/json' })).json();
    const path = document.paths['/api/cards/{previewLink}/decisions'];
    expect(Object.keys(path.get.responses).sort()).toEqual(['200', '404']);
    expect(Object.keys(path.post.responses).sort()).toEqual(['200', '201', '400', '404', '409', '429']);
  });

  it('records an acceptance with the option, the plan version shown, a hashed address and the user agent', async () => {
    const card = await uploadOptionsCard(app(), device);
    expect(await stateOf(card.previewLink)).toEqual({ current: null, questionWaiting: false });
    const response = await postDecision(app(), card.previewLink, acceptBody(1), {
      ip: '198.51.100.23',
      userAgent: `Phone ${'x'.repeat(600)}`,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await rowsOf(card.id);
    expect(response.json()).toEqual({
      current: {
        id: row!.id,
        kind: 'accepted',
        createdAt: '2026-11-23T09:00:00.000Z',
        optionIndex: 1,
        optionTitle: 'Bridge',
        fullName: 'Olena Kovalenko',
        receiptUrl: `/api/cards/${card.previewLink}/decisions/${row!.id}/receipt.pdf`,
      },
      questionWaiting: false,
    });
    const shown = (await app().inject({ url: `/api/cards/${card.previewLink}` })).json();
    expect(row).toMatchObject({ seq: 1, company_id: device.companyId, plan_hash: planHash(shown.options) });
    expect(row!.plan_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('198.51.100.23');
    expect(row!.user_agent).toHaveLength(512);
    expect(await stateOf(card.previewLink)).toEqual(response.json());
  });

  it('records a refusal with its reason, a question and a call request in E.164 with the clinic as the region', async () => {
    const card = await uploadOptionsCard(app(), device);
    expect((await postDecision(app(), card.previewLink, { kind: 'declined', reason: ' Too dear ' })).statusCode).toBe(
      201,
    );
    const asked = await postDecision(app(), card.previewLink, { kind: 'question', message: 'Does it hurt?' });
    expect(asked.json()).toMatchObject({ current: { kind: 'declined', receiptUrl: null }, questionWaiting: true });
    const call = await postDecision(app(), card.previewLink, {
      kind: 'call-request',
      phone: '044 123 4567',
      preferredTime: 'After 6 pm',
    });
    expect(call.statusCode).toBe(201);
    expect(
      (await rowsOf(card.id)).map((row) => [row.seq, row.kind, row.message, row.phone, row.preferred_time]),
    ).toEqual([
      [1, 'declined', 'Too dear', null, null],
      [2, 'question', 'Does it hurt?', null, null],
      [3, 'call-request', '', '+380441234567', 'After 6 pm'],
    ]);
  });

  it('a later acceptance or refusal supersedes the earlier one and the history keeps both', async () => {
    const card = await uploadOptionsCard(app(), device);
    await postDecision(app(), card.previewLink, acceptBody(0));
    await postDecision(app(), card.previewLink, { kind: 'question', message: 'When?' });
    server.time.advance(60_000);
    const declined = await postDecision(app(), card.previewLink, { kind: 'declined' });
    expect(declined.json()).toMatchObject({ current: { kind: 'declined', optionIndex: null }, questionWaiting: false });
    const rows = await rowsOf(card.id);
    expect(rows.map((row) => [row.seq, row.kind, row.option_title])).toEqual([
      [1, 'accepted', 'Implant'],
      [2, 'question', null],
      [3, 'declined', null],
    ]);
  });

  it('the same requestId again answers 200 with the same state and records nothing more', async () => {
    const card = await uploadOptionsCard(app(), device);
    const body = { ...acceptBody(2), requestId: randomUUID() };
    const first = await postDecision(app(), card.previewLink, body);
    const again = await postDecision(app(), card.previewLink, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(card.id)).toHaveLength(1);
    const other = await postDecision(app(), card.previewLink, { ...body, optionIndex: 0 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'CONFLICT', errors: [{ field: 'body/requestId' }] });
    expect(await rowsOf(card.id)).toHaveLength(1);
  });

  it('8 answers at once get seq 1..8 without gaps and one current decision', async () => {
    const card = await uploadOptionsCard(app(), device);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        postDecision(app(), card.previewLink, index % 2 ? acceptBody(index % 3) : { kind: 'declined' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const rows = await rowsOf(card.id);
    expect(rows.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const state = await stateOf(card.previewLink);
    expect(state.current.id).toBe(rows.at(-1)!.id);
  });

  it('5 taps of one form at once leave one row and answer the same state', async () => {
    const card = await uploadOptionsCard(app(), device);
    const body = { ...acceptBody(1), requestId: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => postDecision(app(), card.previewLink, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await rowsOf(card.id)).toHaveLength(1);
  });

  it.each([
    ['optionIndex', { ...acceptBody(3) }],
    ['optionIndex', { ...acceptBody(), optionIndex: 4 }],
    ['consent', { ...acceptBody(), consent: false }],
    ['fullName', { ...acceptBody(), fullName: '   ' }],
    ['fullName', { ...acceptBody(), fullName: 'x'.repeat(201) }],
    ['phone', { kind: 'call-request', phone: '123' }],
    ['preferredTime', { kind: 'call-request', phone: '+380441234567', preferredTime: 'x'.repeat(121) }],
    ['reason', { kind: 'declined', reason: 'x'.repeat(1001) }],
    ['message', { kind: 'question', message: 'x'.repeat(2001) }],
    ['message', { kind: 'question', message: '  ' }],
    ['requestId', { kind: 'declined', requestId: 'not-a-uuid' }],
    ['kind', { kind: 'maybe' }],
    ['extra', { kind: 'declined', extra: 1 }],
  ])('refuses a bad %s with a 400 naming it and records nothing', async (field, body) => {
    const card = await uploadOptionsCard(app(), device);
    const response = await postDecision(app(), card.previewLink, body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain(field);
    expect(await rowsOf(card.id)).toHaveLength(0);
  });

  it('a single-plan card takes option 0 only, with an empty title', async () => {
    const card = await uploadCard(app(), device);
    expect((await postDecision(app(), card.previewLink, acceptBody(1))).statusCode).toBe(400);
    const accepted = await postDecision(app(), card.previewLink, acceptBody(0));
    expect(accepted.json().current).toMatchObject({ optionIndex: 0, optionTitle: '' });
  });

  it('an unknown, malformed, revoked or expired link answers 404 like the card and records nothing', async () => {
    const revoked = await uploadOptionsCard(app(), device);
    await call(app(), device.owner.token, 'POST', `/api/company/cards/${revoked.id}/revoke`);
    const expiring = await uploadOptionsCard(app(), device);
    const links = ['A'.repeat(43), 'short', revoked.previewLink];
    for (const link of links) {
      const card = await app().inject({ url: `/api/cards/${link}` });
      const posted = await postDecision(app(), link, acceptBody());
      const read = await app().inject({ url: `/api/cards/${link}/decisions` });
      expect([posted.statusCode, read.statusCode]).toEqual([404, 404]);
      expect(posted.json()).toEqual({ ...card.json(), requestId: expect.any(String) });
    }
    server.time.advance(days(400));
    expect((await postDecision(app(), expiring.previewLink, acceptBody())).statusCode).toBe(404);
    server.time.set('2026-11-23T09:00:00.000Z');
    expect(await rowsOf(revoked.id)).toHaveLength(0);
  });

  // Last: the company stays closing.
  it("a closing clinic's link answers 404 and records nothing", async () => {
    const card = await uploadOptionsCard(app(), device);
    const company = (await companyById(db(), device.companyId))!;
    await scheduleClosure(closureDepsOf(server), company, 'owner');
    expect((await postDecision(app(), card.previewLink, acceptBody())).statusCode).toBe(404);
    expect((await app().inject({ url: `/api/cards/${card.previewLink}/decisions` })).statusCode).toBe(404);
    expect(await rowsOf(card.id)).toHaveLength(0);
  });
});
