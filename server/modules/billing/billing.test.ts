import { mailbox, post, signIn, signUp, withToken } from '../../../server-test/accounts';
import { useClockedApp } from '../../../server-test/clocked-app';
import { confirmedCompany, listKeys } from '../../../server-test/licensing';
import { createTestApp } from '../../../server-test/test-app';
import { days } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';

describe(`packages, orders and the sandbox checkout on ${testDialect()}`, () => {
  const { time, mail, app, testApp } = useClockedApp();

  const periodsOf = (companyId: string) =>
    testApp()
      .db.selectFrom('subscription_periods')
      .select(['starts_at', 'ends_at', 'devices'])
      .where('company_id', '=', companyId)
      .orderBy('starts_at')
      .execute();
  const order = (token: string, body: unknown) => post(app(), '/api/company/orders', body, withToken(token));
  const checkoutPath = (checkoutUrl: string) => new URL(checkoutUrl).pathname;
  // The last period the company's payments bought (devices and span), or nulls before any.
  const subscription = async (companyId: string) => {
    const last = (await periodsOf(companyId)).at(-1);
    return {
      subscription_devices: last?.devices ?? null,
      subscription_starts_at: last?.starts_at ?? null,
      subscription_expires_at: last?.ends_at ?? null,
    };
  };
  const buyAndPay = async (token: string, body: object) => {
    const created = await order(token, body);
    expect(created.statusCode).toBe(201);
    const paid = await post(app(), `${checkoutPath(created.json().checkoutUrl)}/pay`);
    expect(paid.statusCode).toBe(303);
    return created.json();
  };
  const at = (offsetDays: number) => new Date(time.now().getTime() + days(offsetDays)).toISOString();

  it('lists the twelve packages at the default prices', async () => {
    const response = await app().inject({ url: '/api/packages' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currency).toBe('USD');
    expect(body.packages).toHaveLength(12);
    expect(body.packages).toContainEqual({ months: 3, devices: 2, priceCents: 9_000 });
    expect(body.packages).toContainEqual({ months: 12, devices: 15, priceCents: 82_800 });
  });

  it('refuses orders before the e-mail is confirmed, and malformed orders', async () => {
    const unconfirmed = await signUp(app());
    expect((await order(unconfirmed.token, { kind: 'buy', months: 3, devices: 2 })).json().code).toBe(
      'EMAIL_NOT_CONFIRMED',
    );
    const { token } = await confirmedCompany(app(), mail);
    const bad: [unknown, string][] = [
      [{ kind: 'buy', months: 4, devices: 2 }, 'body/months'],
      [{ kind: 'buy', months: 3, devices: 3 }, 'body/devices'],
      [{ kind: 'buy', months: '3', devices: 2 }, 'body/months'],
      [{ kind: 'free', months: 3, devices: 2 }, 'body/kind'],
      [{ kind: 'buy', months: 3, devices: 2, priceCents: 1 }, 'body/priceCents'],
      [{ kind: 'buy', months: 3 }, 'body/devices'],
    ];
    for (const [body, field] of bad) {
      const response = await order(token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    const renewNothing = await order(token, { kind: 'renew', months: 3, devices: 2 });
    expect(renewNothing.statusCode).toBe(409);
    expect(renewNothing.json().code).toBe('PURCHASE_NOT_ALLOWED');
    expect(await testApp().db.selectFrom('orders').selectAll().execute()).toHaveLength(0);
  });

  it('buys through the sandbox: a pending order, a checkout page that charges nothing, then the period', async () => {
    const { token, account } = await confirmedCompany(app(), mail);
    const created = await order(token, { kind: 'buy', months: 3, devices: 5 });
    expect(created.statusCode).toBe(201);
    const { order: pending, checkoutUrl } = created.json();
    expect(pending).toMatchObject({ status: 'pending', priceCents: 11_700, currency: 'USD', provider: 'sandbox' });
    expect(checkoutUrl).toMatch(/\/payments\/sandbox\/[A-Za-z0-9_-]{43}$/);

    const page = await app().inject({ url: `${checkoutPath(checkoutUrl)}?lng=uk` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="uk">');
    expect(page.body).toContain('гроші не списуються');
    expect(page.body).toMatch(/Сплатити 117,00\s(USD|\$)/);
    // Its one inline style element carries the nonce of its own policy.
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(page.body).toContain(`<style nonce="${nonce!}">`);

    const paid = await post(app(), `${checkoutPath(checkoutUrl)}/pay`);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${testApp().config.publicUrl}/company?payment=paid`);
    expect(await subscription(account.company.id)).toEqual({
      subscription_devices: 5,
      subscription_starts_at: time.now().toISOString(),
      subscription_expires_at: at(90),
    });
    expect(await listKeys(app(), token)).toHaveLength(5);

    const orders = (await app().inject({ url: '/api/company/orders', headers: withToken(token) })).json().orders;
    expect(orders).toEqual([
      expect.objectContaining({ id: pending.id, status: 'paid', paidAt: time.now().toISOString(), expiresAt: at(90) }),
    ]);
    const again = await app().inject({ url: checkoutPath(checkoutUrl) });
    expect(again.body).toContain('This order is paid.');
  });

  it('applies a payment once however often and however concurrently it is confirmed', async () => {
    const { token, account } = await confirmedCompany(app(), mail);
    const { checkoutUrl } = (await order(token, { kind: 'buy', months: 6, devices: 2 })).json();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(app(), `${checkoutPath(checkoutUrl)}/pay`)),
    );
    expect(answers.filter((answer) => answer.headers.location?.endsWith('?payment=paid'))).toHaveLength(1);
    expect((await subscription(account.company.id)).subscription_expires_at).toBe(at(180));

    // Replayed a day later (a reloaded tab, a double click that arrives late): the page, and the same period.
    time.advance(days(1));
    const replayed = await post(app(), `${checkoutPath(checkoutUrl)}/pay`);
    expect(replayed.statusCode).toBe(303);
    expect(replayed.headers.location).toBe(checkoutPath(checkoutUrl));
    expect((await subscription(account.company.id)).subscription_expires_at).toBe(at(179));
    const orders = (await app().inject({ url: '/api/company/orders', headers: withToken(token) })).json().orders;
    expect(orders).toEqual([expect.objectContaining({ status: 'paid', expiresAt: at(179) })]);
  });

  it('renews from the current expiry and upgrades from now with the unused days converted', async () => {
    const company = await confirmedCompany(app(), mail);
    const { account } = company;
    let { token } = company;
    await buyAndPay(token, { kind: 'buy', months: 3, devices: 5 });
    const bought = time.now().getTime();

    expect((await order(token, { kind: 'buy', months: 3, devices: 5 })).json().code).toBe('PURCHASE_NOT_ALLOWED');
    await buyAndPay(token, { kind: 'renew', months: 3, devices: 5 });
    expect((await subscription(account.company.id)).subscription_expires_at).toBe(
      new Date(bought + days(180)).toISOString(),
    );

    time.advance(days(150));
    // Sessions end after 30 idle days; the clinic signs in again.
    const signedIn = await signIn(app(), account.company.email, 'correct horse');
    token = signedIn.json().token;
    // 30 days left at $1.30 a day become 21 days at $1.80 a day.
    const upgrade = await buyAndPay(token, { kind: 'upgrade', months: 3, devices: 10 });
    expect(upgrade.order.priceCents).toBe(16_200);
    expect(await subscription(account.company.id)).toEqual({
      subscription_devices: 10,
      subscription_starts_at: time.now().toISOString(),
      subscription_expires_at: at(90 + 21),
    });
    const paidUpgrade = (await app().inject({ url: '/api/company/orders', headers: withToken(token) })).json()
      .orders[0];
    expect(paidUpgrade).toMatchObject({ kind: 'upgrade', extraDays: 21 });
    expect(await listKeys(app(), token)).toHaveLength(10);
    expect((await order(token, { kind: 'upgrade', months: 3, devices: 5 })).json().code).toBe('PURCHASE_NOT_ALLOWED');
  });

  it('cancels from the checkout page, after which paying does nothing', async () => {
    const { token, account } = await confirmedCompany(app(), mail);
    const { checkoutUrl, order: pending } = (await order(token, { kind: 'buy', months: 3, devices: 2 })).json();
    const cancelled = await post(app(), `${checkoutPath(checkoutUrl)}/cancel`);
    expect(cancelled.headers.location).toBe(`${testApp().config.publicUrl}/company?payment=cancelled`);
    const payLater = await post(app(), `${checkoutPath(checkoutUrl)}/pay`);
    expect(payLater.headers.location).toBe(checkoutPath(checkoutUrl));
    expect((await subscription(account.company.id)).subscription_devices).toBeNull();
    const orders = (await app().inject({ url: '/api/company/orders', headers: withToken(token) })).json().orders;
    expect(orders).toEqual([expect.objectContaining({ id: pending.id, status: 'cancelled' })]);
  });

  it('answers an unknown or malformed checkout link with a 404 page and pays nothing', async () => {
    for (const reference of ['A'.repeat(43), '..%2F..%2Fetc%2Fpasswd', '%3Cscript%3Ealert(1)%3C%2Fscript%3E']) {
      const page = await app().inject({ url: `/payments/sandbox/${reference}` });
      expect([reference, page.statusCode]).toEqual([reference, 404]);
      expect(page.body).not.toContain('<script>alert');
      expect((await post(app(), `/payments/sandbox/${reference}/pay`)).statusCode).toBe(303);
    }
    expect(
      await testApp().db.selectFrom('orders').selectAll().where('status', '=', 'paid').execute(),
    ).not.toContainEqual(expect.objectContaining({ provider_reference: 'A'.repeat(43) }));
  });

  // Found by the bad-input suite: the decoded reference went into the Location header as it was, and a character
  // outside Latin-1 made the answer fail to be written at all (the request hung).
  it('sends back a checkout link with any characters in it to its page, percent-encoded', async () => {
    const answer = await post(app(), `/payments/sandbox/${encodeURIComponent('ǅ𝕏Ω\r\n')}/pay`);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/payments/sandbox/${encodeURIComponent('ǅ𝕏Ω\r\n')}`);
  });

  it("never shows one company another company's orders", async () => {
    const first = await confirmedCompany(app(), mail);
    const second = await confirmedCompany(app(), mail);
    await order(first.token, { kind: 'buy', months: 3, devices: 2 });
    const seen = (await app().inject({ url: '/api/company/orders', headers: withToken(second.token) })).json();
    expect(seen).toEqual({ orders: [] });
  });
});

describe(`operator prices on ${testDialect()}`, () => {
  it('come from PACKAGE_PRICES and are what an order costs', async () => {
    const mail = mailbox();
    const testApp = await createTestApp({ env: { PACKAGE_PRICES: '3x2=4900' }, onMailQueued: mail.onMailQueued });
    try {
      const { packages } = (await testApp.app.inject({ url: '/api/packages' })).json();
      expect(packages).toContainEqual({ months: 3, devices: 2, priceCents: 4_900 });
      expect(packages).toContainEqual({ months: 6, devices: 2, priceCents: 18_000 });
      const { token } = await confirmedCompany(testApp.app, mail);
      const created = await post(
        testApp.app,
        '/api/company/orders',
        { kind: 'buy', months: 3, devices: 2 },
        withToken(token),
      );
      expect(created.json().order.priceCents).toBe(4_900);
    } finally {
      await testApp.close();
    }
  });
});
