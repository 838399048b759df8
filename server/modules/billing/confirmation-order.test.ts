import { mailbox, post, withToken } from '../../../server-test/accounts';
import { confirmedCompany } from '../../../server-test/licensing';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { createTestClock, days } from '../../../server-test/test-clock';
import { type TestDb, testDialect } from '../../../server-test/test-db';
import { createDb } from '../../db/create-db';

const permutations = <T>(items: readonly T[]): T[][] =>
  items.length <= 1
    ? [[...items]]
    : items.flatMap((item, index) =>
        permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
      );

// The same three paid orders of a company running 3 months × 2 devices: renew 3 × 2, renew 6 × 2, upgrade 3 × 5.
const ordersPlaced = [
  { kind: 'renew', months: 3, devices: 2 },
  { kind: 'renew', months: 6, devices: 2 },
  { kind: 'upgrade', months: 3, devices: 5 },
] as const;

describe(`confirmations in any order, from two server processes, on ${testDialect()}`, () => {
  const start = '2026-11-23T09:00:00.000Z';
  const time = createTestClock(start);
  const mail = mailbox();
  let first: TestApp;
  let second: TestApp;
  let otherConnection: TestDb | undefined;

  beforeAll(async () => {
    first = await createTestApp({ clock: time.clock, onMailQueued: mail.onMailQueued });
    // PostgreSQL: a pool of its own, as another process would open. SQLite: better-sqlite3 waits for a lock by
    // blocking its thread, so two connections in one process would wait on each other; the second app shares the
    // connection (and the file) instead, and the immediate transactions are what separate processes rely on.
    otherConnection =
      testDialect() === 'postgres'
        ? { ...createDb(first.testDb.databaseUrl), databaseUrl: first.testDb.databaseUrl }
        : undefined;
    second = await createTestApp({
      clock: time.clock,
      onMailQueued: mail.onMailQueued,
      sharedDb: otherConnection ?? first.testDb,
    });
  });
  afterAll(async () => {
    await second.close();
    await otherConnection?.destroy();
    await first.close();
  });

  const at = (offsetDays: number, from: string) => new Date(Date.parse(from) + days(offsetDays)).toISOString();
  const checkoutPath = (checkoutUrl: string) => new URL(checkoutUrl).pathname;

  /** A company that bought 3 × 2 at `start` and, a day later, placed the three orders a minute apart. */
  const companyWithPendingOrders = async () => {
    time.set(start);
    const { token, account } = await confirmedCompany(first.app, mail);
    const buy = await post(first.app, '/api/company/orders', { kind: 'buy', months: 3, devices: 2 }, withToken(token));
    await post(first.app, `${checkoutPath(buy.json().checkoutUrl)}/pay`);
    time.set(at(1, start));
    const checkouts: string[] = [];
    for (const body of ordersPlaced) {
      time.advance(60_000);
      const placed = await post(first.app, '/api/company/orders', body, withToken(token));
      expect(placed.statusCode).toBe(201);
      checkouts.push(checkoutPath(placed.json().checkoutUrl));
    }
    return { companyId: account.company.id, checkouts };
  };

  const periodsOf = (companyId: string) =>
    first.db
      .selectFrom('subscription_periods')
      .select(['starts_at', 'ends_at', 'devices'])
      .where('company_id', '=', companyId)
      .where((eb) => eb('ends_at', '>', eb.ref('starts_at')))
      .orderBy('starts_at')
      .execute();

  // Confirmed 3 minutes after a day: the first period has 88 whole days left, worth floor(88 × 100 / 130) = 67
  // days at 5 devices. The upgrade runs from now; the renewals follow in the order they were placed.
  const confirmedAt = at(1, start).replace('09:00:00', '09:03:00');
  const expected = [
    { starts_at: start, ends_at: confirmedAt, devices: 2 },
    { starts_at: confirmedAt, ends_at: at(90 + 67, confirmedAt), devices: 5 },
    { starts_at: at(157, confirmedAt), ends_at: at(157 + 90, confirmedAt), devices: 2 },
    { starts_at: at(247, confirmedAt), ends_at: at(247 + 180, confirmedAt), devices: 2 },
  ];

  const label = (index: number) => {
    const { kind, months, devices } = ordersPlaced[index]!;
    return `${kind} ${months}×${devices}`;
  };
  const orders = permutations([0, 1, 2]).map((order) => [order.map(label).join(', '), order] as const);

  it.each(orders)('grants the same periods when confirmed in the order %s', async (_label, order) => {
    const { companyId, checkouts } = await companyWithPendingOrders();
    for (const [step, index] of order.entries()) {
      // Alternating between the two processes.
      const app = step % 2 === 0 ? first.app : second.app;
      const paid = await post(app, `${checkouts[index]!}/pay`);
      expect(paid.headers.location).toMatch(/\?payment=paid$/);
    }
    expect(await periodsOf(companyId)).toEqual(expected);
  });

  it('grants the same periods when the three payments are confirmed at once by both processes', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { companyId, checkouts } = await companyWithPendingOrders();
      // Each payment confirmed by both processes at the same moment (a webhook retried while the first runs).
      const answers = await Promise.all(
        checkouts.flatMap((path) => [post(first.app, `${path}/pay`), post(second.app, `${path}/pay`)]),
      );
      expect(answers.filter((answer) => answer.headers.location?.endsWith('?payment=paid'))).toHaveLength(3);
      expect(await periodsOf(companyId)).toEqual(expected);
    }
  });
});
