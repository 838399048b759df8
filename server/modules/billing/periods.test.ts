import type { DeviceKey } from '../../../contract/api/device-keys';
import { type SignedUp, post, signIn, withToken } from '../../../server-test/accounts';
import {
  activateBody,
  callApp,
  confirmedCompany,
  listKeys,
  newFingerprint,
  newNonce,
} from '../../../server-test/licensing';
import { useClockedApp } from '../../../server-test/clocked-app';
import { days } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';

describe(`subscription periods on ${testDialect()}`, () => {
  const { time, mail, app } = useClockedApp();
  const at = (offsetDays: number, from = time.now()) => new Date(from.getTime() + days(offsetDays)).toISOString();
  const place = async (token: string, body: object) => {
    const created = await post(app(), '/api/company/orders', body, withToken(token));
    expect(created.statusCode).toBe(201);
    return created.json() as { order: { id: string }; checkoutUrl: string };
  };
  const pay = async (checkoutUrl: string) => {
    const paid = await post(app(), `${new URL(checkoutUrl).pathname}/pay`);
    expect(paid.headers.location).toMatch(/\?payment=paid$/);
  };
  const buyAndPay = async (token: string, body: object) => {
    const placed = await place(token, body);
    await pay(placed.checkoutUrl);
    return placed;
  };
  const summary = async (token: string) =>
    (await app().inject({ url: '/api/company/license', headers: withToken(token) })).json();
  const orders = async (token: string) =>
    (await app().inject({ url: '/api/company/orders', headers: withToken(token) })).json().orders;
  // Sessions end after 30 idle days; a clinic coming back months later signs in again.
  const freshToken = async (company: SignedUp) =>
    (await signIn(app(), company.account.company.email, 'correct horse')).json().token as string;
  const validate = (key: DeviceKey, fingerprint: string) =>
    callApp(app(), '/api/app/validate', { key: key.key, fingerprint, appVersion: '1.4.0', nonce: newNonce() });

  it('keeps every device of the running period and narrows to a smaller renewal only when it starts', async () => {
    const company = await confirmedCompany(app(), mail);
    const { token } = company;
    const start = time.now();
    await buyAndPay(token, { kind: 'buy', months: 3, devices: 15 });
    const renewal = await place(token, { kind: 'renew', months: 12, devices: 2 });
    await pay(renewal.checkoutUrl);

    expect((await summary(token)).periods).toEqual([
      { startsAt: at(0, start), endsAt: at(90, start), devices: 15, current: true },
      { startsAt: at(90, start), endsAt: at(450, start), devices: 2, current: false },
    ]);
    const keys = await listKeys(app(), token);
    expect(keys).toHaveLength(15);
    const [first, , , , , , , , , , , , , , last] = keys;
    const fingerprints = [newFingerprint(), newFingerprint()];
    expect((await callApp(app(), '/api/app/activate', activateBody(first!.key, fingerprints[0]!))).code).toBe('VALID');
    const fifteenth = await callApp(app(), '/api/app/activate', activateBody(last!.key, fingerprints[1]!));
    expect(fifteenth.code).toBe('VALID');
    // The 15th slot's lease says its plan ends where the 2-device period starts.
    expect(JSON.parse(Buffer.from(fifteenth.lease!.payload, 'base64url').toString()).expiresAt).toBe(at(90, start));

    time.set(at(90, start));
    const later = await freshToken(company);
    expect(await summary(later)).toMatchObject({ devices: 2, subscription: { devices: 2, expiresAt: at(450, start) } });
    expect((await validate(first!, fingerprints[0]!)).code).toBe('VALID');
    expect((await validate(last!, fingerprints[1]!)).code).toBe('NOT_COVERED');
    const listed = await listKeys(app(), later);
    expect(listed).toHaveLength(15);
    expect(listed.filter((key) => key.covered).map((key) => key.slot)).toEqual([1, 2]);
  });

  it('adds the keys of a larger renewal when its period starts, not before', async () => {
    const company = await confirmedCompany(app(), mail);
    const start = time.now();
    await buyAndPay(company.token, { kind: 'buy', months: 3, devices: 2 });
    time.set(at(1, start));
    const renewal = await place(company.token, { kind: 'renew', months: 3, devices: 15 });
    expect(renewal.order).toMatchObject({ priceCents: 20_700 });
    await pay(renewal.checkoutUrl);

    expect(await summary(company.token)).toMatchObject({ devices: 2, subscription: { devices: 2 } });
    expect(await listKeys(app(), company.token)).toHaveLength(2);

    time.set(at(90, start));
    const later = await freshToken(company);
    expect(await summary(later)).toMatchObject({
      devices: 15,
      subscription: { devices: 15, expiresAt: at(180, start) },
    });
    const keys = await listKeys(app(), later);
    expect(keys).toHaveLength(15);
    expect(keys.every((key) => key.covered)).toBe(true);
  });

  it('upgrades the rest of the running period and moves the queued periods, which keep their devices', async () => {
    const company = await confirmedCompany(app(), mail);
    const start = time.now();
    await buyAndPay(company.token, { kind: 'buy', months: 3, devices: 2 });
    await buyAndPay(company.token, { kind: 'renew', months: 3, devices: 2 });
    time.set(at(30, start));
    const token = await freshToken(company);
    // 60 unused days at $1.00 a day become floor(60 × 100 / 130) = 46 days at $1.30 a day.
    const upgrade = await buyAndPay(token, { kind: 'upgrade', months: 3, devices: 5 });
    expect((await summary(token)).periods).toEqual([
      { startsAt: at(30, start), endsAt: at(30 + 90 + 46, start), devices: 5, current: true },
      { startsAt: at(166, start), endsAt: at(256, start), devices: 2, current: false },
    ]);
    expect((await orders(token)).find((order: { id: string }) => order.id === upgrade.order.id)).toMatchObject({
      kind: 'upgrade',
      appliedKind: 'upgrade',
      appliedReason: null,
      extraDays: 46,
      startsAt: at(30, start),
    });
    expect(await listKeys(app(), token)).toHaveLength(5);
  });

  it('starts a package bought during the trial when the trial ends', async () => {
    const company = await confirmedCompany(app(), mail);
    const [key] = await listKeys(app(), company.token);
    await callApp(app(), '/api/app/activate', activateBody(key!.key, newFingerprint()));
    const trialEnd = at(2);
    time.advance(days(1));
    const bought = await buyAndPay(company.token, { kind: 'buy', months: 3, devices: 5 });
    expect((await orders(company.token))[0]).toMatchObject({ id: bought.order.id, startsAt: trialEnd });
    expect(await summary(company.token)).toMatchObject({
      plan: 'trial',
      active: true,
      devices: 2,
      trial: { expiresAt: trialEnd, daysLeft: 1 },
      periods: [{ startsAt: trialEnd, endsAt: at(90, new Date(trialEnd)), devices: 5, current: false }],
      allowedPurchases: ['renew'],
    });
    time.set(trialEnd);
    const later = await freshToken(company);
    expect(await summary(later)).toMatchObject({ plan: 'subscription', active: true, devices: 5 });
  });

  it('applies an order whose kind no longer fits as a period of its own package, and says so', async () => {
    const company = await confirmedCompany(app(), mail);
    // A minute apart, as people place orders: queued periods keep the order in which their orders were placed.
    const placeLater = (body: object) => {
      time.advance(60_000);
      return place(company.token, body);
    };
    const firstBuy = await placeLater({ kind: 'buy', months: 3, devices: 2 });
    const secondBuy = await placeLater({ kind: 'buy', months: 6, devices: 10 });
    await pay(firstBuy.checkoutUrl);
    await pay(secondBuy.checkoutUrl);
    const upgrade = await placeLater({ kind: 'upgrade', months: 3, devices: 5 });
    const sameUpgrade = await placeLater({ kind: 'upgrade', months: 3, devices: 5 });
    await pay(upgrade.checkoutUrl);
    await pay(sameUpgrade.checkoutUrl);
    const start = new Date(time.now().getTime() - 2 * 60_000);

    const history = new Map(
      (await orders(company.token)).map((order: { id: string }) => [order.id, order] as [string, object]),
    );
    expect(history.get(secondBuy.order.id)).toMatchObject({
      kind: 'buy',
      appliedKind: 'renew',
      appliedReason: 'already-subscribed',
    });
    expect(history.get(sameUpgrade.order.id)).toMatchObject({
      kind: 'upgrade',
      appliedKind: 'renew',
      appliedReason: 'not-more-devices',
    });
    // The first upgrade replaced the rest of the first period (89 unused days at $1.00 → 68 at $1.30); the second
    // buy and the second upgrade each follow with exactly their own package.
    const upgradedAt = time.now();
    expect((await summary(company.token)).periods).toEqual([
      { startsAt: at(0, upgradedAt), endsAt: at(90 + 68, upgradedAt), devices: 5, current: true },
      { startsAt: at(158, upgradedAt), endsAt: at(158 + 180, upgradedAt), devices: 10, current: false },
      { startsAt: at(338, upgradedAt), endsAt: at(338 + 90, upgradedAt), devices: 5, current: false },
    ]);
    expect(history.get(firstBuy.order.id)).toMatchObject({ appliedKind: 'buy', startsAt: start.toISOString() });
  });
});
