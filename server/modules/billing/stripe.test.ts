import Stripe from 'stripe';
import { mailbox, post, withToken } from '../../../server-test/accounts';
import { confirmedCompany, listKeys } from '../../../server-test/licensing';
import { startStripeStandIn } from '../../../server-test/stripe-stand-in';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { days } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';

const webhookSecret = 'whsec_test_dentiqo_webhook_secret';
// Only its webhook helpers are used here: they sign test events exactly as Stripe signs real ones.
const stripe = new Stripe('sk_test_helpers');

describe(`Stripe Checkout and its signed webhook on ${testDialect()}`, () => {
  const mail = mailbox();
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let testApp: TestApp;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    testApp = await createTestApp({
      onMailQueued: mail.onMailQueued,
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_dentiqo',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: standIn.url,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  const app = () => testApp.app;
  const sessionEvent = (
    type: string,
    sessionId: string,
    paymentStatus: 'paid' | 'unpaid',
    eventId = `evt_${sessionId}`,
  ) =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
    });
  const deliver = (
    payload: string,
    signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
  ) =>
    app().inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  const orderRow = (id: string) =>
    testApp.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const newOrder = async (token: string) => {
    const response = await post(app(), '/api/company/orders', { kind: 'buy', months: 3, devices: 5 }, withToken(token));
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  it('opens a Checkout Session at the server-computed price, once per order', async () => {
    const { token } = await confirmedCompany(app(), mail);
    const { order, checkoutUrl } = await newOrder(token);
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_standin\d+$/);
    const request = standIn.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk_test_dentiqo');
    expect(request.idempotencyKey).toBe(`order-${order.id}`);
    expect(request.params.get('client_reference_id')).toBe(order.id);
    expect(request.params.get('line_items[0][price_data][unit_amount]')).toBe('11700');
    expect(request.params.get('line_items[0][price_data][currency]')).toBe('usd');
    expect((await orderRow(order.id)).provider_reference).toBe(checkoutUrl.split('/').at(-1));
  });

  it('pays the order only on a verified completed event, once, however often it is delivered', async () => {
    const { token, account } = await confirmedCompany(app(), mail);
    const { order, checkoutUrl } = await newOrder(token);
    const sessionId = checkoutUrl.split('/').at(-1)!;

    expect((await deliver(sessionEvent('checkout.session.completed', sessionId, 'unpaid'))).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('pending');

    const paid = sessionEvent('checkout.session.completed', sessionId, 'paid');
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(paid)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const row = await orderRow(order.id);
    expect(row.status).toBe('paid');
    const periods = await testApp.db
      .selectFrom('subscription_periods')
      .select(['devices', 'ends_at'])
      .where('company_id', '=', account.company.id)
      .execute();
    expect(periods).toEqual([{ devices: 5, ends_at: row.expires_at }]);
    // One 3-month period: a second application would have renewed it from its end.
    expect(Date.parse(row.expires_at!) - Date.parse(row.starts_at!)).toBe(days(90));
    expect(await listKeys(app(), token)).toHaveLength(5);

    // Replayed later, and announced again as the async-payment event of the same session: nothing moves.
    expect((await deliver(paid)).statusCode).toBe(200);
    const asyncPaid = sessionEvent(
      'checkout.session.async_payment_succeeded',
      sessionId,
      'paid',
      `evt_async_${sessionId}`,
    );
    expect((await deliver(asyncPaid)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toEqual(row);
    expect(
      await testApp.db
        .selectFrom('subscription_periods')
        .select(['devices', 'ends_at'])
        .where('company_id', '=', account.company.id)
        .execute(),
    ).toEqual(periods);
  });

  it('refuses unsigned, wrongly signed and altered events and changes nothing', async () => {
    const { token } = await confirmedCompany(app(), mail);
    const { order, checkoutUrl } = await newOrder(token);
    const payload = sessionEvent('checkout.session.completed', checkoutUrl.split('/').at(-1)!, 'paid');
    const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const altered = payload.replace('"paid"', '"paid" ');
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const attempt of [
      app().inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      }),
      deliver(payload, wrongSecret),
      deliver(altered, stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })),
      deliver(payload, stale),
      deliver('not json', 't=1,v1=abc'),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('cancels an order whose checkout expired, and ignores events for sessions it never opened', async () => {
    const { token } = await confirmedCompany(app(), mail);
    const { order, checkoutUrl } = await newOrder(token);
    expect(
      (await deliver(sessionEvent('checkout.session.expired', checkoutUrl.split('/').at(-1)!, 'unpaid'))).statusCode,
    ).toBe(200);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect((await deliver(sessionEvent('checkout.session.completed', 'cs_test_unknown', 'paid'))).statusCode).toBe(200);
  });

  it('answers 503 and closes the order when Stripe cannot open a checkout', async () => {
    const { token, account } = await confirmedCompany(app(), mail);
    standIn.failNext(3);
    const response = await post(app(), '/api/company/orders', { kind: 'buy', months: 3, devices: 2 }, withToken(token));
    expect(response.statusCode).toBe(503);
    const orders = await testApp.db
      .selectFrom('orders')
      .selectAll()
      .where('company_id', '=', account.company.id)
      .execute();
    expect(orders.map((order) => order.status)).toEqual(['cancelled']);
  });

  it('serves no sandbox checkout while Stripe is the provider', async () => {
    const response = await post(app(), `/payments/sandbox/${'A'.repeat(43)}/pay`);
    expect(response.statusCode).toBe(404);
  });
});
