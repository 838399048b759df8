import { type TestDecision, recordDecision } from '../../../server-test/clinic-decisions';
import { mailbox } from '../../../server-test/accounts';
import { type ActivatedDevice, activatedDevice, uploadCard } from '../../../server-test/cards';
import { fullScans, queryPlans, queryRecorder } from '../../../server-test/query-plans';
import { call } from '../../../server-test/settings';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { createTestClock, minutes } from '../../../server-test/test-clock';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';

// The Shared plans list sums each card's answers up (question-waiting, then the current decision, then opened or
// not) and filters on that status in SQL, in a fixed number of statements.
describe(`the list's decision status on ${testDialect()}`, () => {
  const start = '2026-11-23T09:00:00.000Z';
  const time = createTestClock(start);
  const mail = mailbox();
  const recorder = queryRecorder();
  let testDb: TestDb;
  let testApp: TestApp;
  let device: ActivatedDevice;
  const ids: Record<string, string> = {};

  const at = (minute: number) => new Date(Date.parse(start) + minutes(minute)).toISOString();
  const scenarios: [string, TestDecision[], boolean][] = [
    ['unopened', [], false],
    ['opened', [], true],
    ['accepted', [{ kind: 'accepted', at: at(10), optionIndex: 1, optionTitle: 'Implants' }], true],
    [
      'declined after accepting',
      [
        { kind: 'accepted', at: at(10), optionIndex: 0, optionTitle: 'Bridge' },
        { kind: 'declined', at: at(11), message: 'Too dear' },
      ],
      true,
    ],
    [
      'asked after accepting',
      [
        { kind: 'accepted', at: at(10), optionIndex: 2, optionTitle: 'Crowns' },
        { kind: 'question', at: at(12), message: 'When?' },
        { kind: 'call-request', at: at(13) },
      ],
      true,
    ],
    [
      'accepted after asking',
      [
        { kind: 'question', at: at(10), message: 'How long?' },
        { kind: 'accepted', at: at(14), optionIndex: 0, optionTitle: '' },
      ],
      true,
    ],
    ['call request only', [{ kind: 'call-request', at: at(15) }], false],
  ];

  beforeAll(async () => {
    testDb = await createTestDb({ onQuery: recorder.onQuery });
    testApp = await createTestApp({
      sharedDb: testDb,
      clock: time.clock,
      onMailQueued: mail.onMailQueued,
    });
    device = await activatedDevice(testApp.app, mail);
    for (const [name, decisions, open] of scenarios) {
      const card = await uploadCard(testApp.app, device, { fields: { patientName: name } });
      ids[name] = card.id;
      time.advance(minutes(1));
      if (open) await testApp.app.inject({ url: `/api/cards/${card.previewLink}` });
      for (const decision of decisions) {
        await recordDecision(testDb.db, { id: card.id, companyId: device.companyId }, decision);
      }
    }
    await testApp.app.cardViews.flush();
  });
  afterAll(async () => {
    await testApp?.close();
    await testDb?.destroy();
  });

  const list = async (query: string) => {
    const response = await call(testApp.app, device.owner.token, 'GET', `/api/company/cards?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const decisionOf = (cards: { id: string; decision: unknown }[], name: string) =>
    cards.find((card) => card.id === ids[name])?.decision;

  it('gives each card its status, since when, and the accepted option', async () => {
    const { cards } = await list('pageSize=100');
    const opened = (name: string) => cards.find((card: { id: string }) => card.id === ids[name]).lastViewedAt;
    expect(Object.fromEntries(scenarios.map(([name]) => [name, decisionOf(cards, name)]))).toEqual({
      unopened: { status: 'not-opened', since: null, optionIndex: null, optionTitle: null },
      opened: { status: 'opened', since: opened('opened'), optionIndex: null, optionTitle: null },
      accepted: { status: 'accepted', since: at(10), optionIndex: 1, optionTitle: 'Implants' },
      'declined after accepting': { status: 'declined', since: at(11), optionIndex: null, optionTitle: null },
      'asked after accepting': { status: 'question-waiting', since: at(12), optionIndex: null, optionTitle: null },
      'accepted after asking': { status: 'accepted', since: at(14), optionIndex: 0, optionTitle: '' },
      'call request only': { status: 'question-waiting', since: at(15), optionIndex: null, optionTitle: null },
    });
    expect(opened('opened')).toEqual(expect.any(String));
  });

  it('filters on the status, counting and paging the filtered list', async () => {
    const waiting = await list('status=question-waiting&pageSize=1');
    expect(waiting).toMatchObject({ total: 2, totalPages: 2, page: 1, pageSize: 1 });
    expect(waiting.cards.map((card: { id: string }) => card.id)).toEqual([ids['call request only']]);
    const second = await list('status=question-waiting&pageSize=1&page=2');
    expect(second.cards.map((card: { id: string }) => card.id)).toEqual([ids['asked after accepting']]);
    const accepted = await list('status=accepted');
    expect(accepted).toMatchObject({ total: 2, totalPages: 1 });
    expect(accepted.cards.map((card: { id: string }) => card.id)).toEqual([ids['accepted after asking'], ids.accepted]);
    expect((await list('status=declined')).total).toBe(1);
    expect((await list('status=opened')).cards.map((card: { id: string }) => card.id)).toEqual([ids.opened]);
    expect((await list('status=not-opened')).cards.map((card: { id: string }) => card.id)).toEqual([ids.unopened]);
    expect((await list('')).total).toBe(scenarios.length);
  });

  it('refuses an unknown status naming the field', async () => {
    const response = await call(testApp.app, device.owner.token, 'GET', '/api/company/cards?status=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['querystring/status']);
  });

  it('reads a page in the same number of statements whatever its size', async () => {
    const statements = async (query: string) =>
      (await recorder.during(() => list(query))).filter((query) => /^select/i.test(query.sql)).length;
    const small = await statements('pageSize=1');
    expect(await statements('pageSize=100')).toBe(small);
    expect(await statements('pageSize=100&status=accepted')).toBe(small);
    expect(small).toBeLessThanOrEqual(5);
  });

  it('reads the filtered list, its count and the figures through indexes, never a whole table', async () => {
    for (const url of ['/api/company/cards?status=accepted&pageSize=100', '/api/company/cards/figures']) {
      const queries = await recorder.during(async () => {
        expect((await call(testApp.app, device.owner.token, 'GET', url)).statusCode).toBe(200);
      });
      const plans = await queryPlans(testDb.db, testDb.dialect, queries);
      expect(fullScans(plans, testDb.dialect)).toEqual([]);
    }
  });
});
