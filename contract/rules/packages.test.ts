import {
  type SubscriptionStanding,
  allowedPurchases,
  dailyRateCents,
  defaultPackagePriceCents,
  defaultPackagePrices,
  noStanding,
  isPackageChoice,
  planPurchase,
  unusedDays,
  upgradeExtraDays,
} from './packages';

const now = new Date('2026-11-22T12:00:00.000Z');
const inDays = (days: number): string => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('package prices', () => {
  it.each([
    [2, 100],
    [5, 130],
    [10, 180],
    [15, 230],
  ])('the daily rate of %i devices is %i cents', (devices, cents) => {
    expect(dailyRateCents(devices)).toBe(cents);
  });

  it.each([
    [3, 2, 9_000],
    [3, 5, 11_700],
    [6, 10, 32_400],
    [12, 2, 36_000],
    [12, 15, 82_800],
  ] as const)('%i months × %i devices cost %i cents by default', (months, devices, cents) => {
    expect(defaultPackagePriceCents({ months, devices })).toBe(cents);
    expect(defaultPackagePrices[`${months}x${devices}`]).toBe(cents);
  });

  it('offers the twelve packages and nothing else', () => {
    expect(Object.keys(defaultPackagePrices)).toHaveLength(12);
    expect(isPackageChoice({ months: 6, devices: 5 })).toBe(true);
    expect(isPackageChoice({ months: 4, devices: 5 })).toBe(false);
    expect(isPackageChoice({ months: 6, devices: 3 })).toBe(false);
  });
});

describe('upgrade day conversion', () => {
  it.each([
    // unused days, old devices, new devices, extra days
    [0, 2, 5, 0],
    [1, 2, 5, 0],
    [30, 2, 5, 23], // 30 × 100 / 130 = 23.07
    [45, 2, 15, 19], // 45 × 100 / 230 = 19.56
    [90, 5, 10, 65], // 90 × 130 / 180 = 65
    [180, 10, 15, 140], // 180 × 180 / 230 = 140.86
    [360, 2, 10, 200], // 360 × 100 / 180 = 200
  ])(
    '%i unused days on %i devices, upgraded to %i devices, give %i extra days',
    (unused, oldDevices, newDevices, extra) => {
      expect(upgradeExtraDays(unused, oldDevices, newDevices)).toBe(extra);
    },
  );

  it('counts a started day as used and a past expiry as nothing left', () => {
    expect(unusedDays(inDays(10.9), now)).toBe(10);
    expect(unusedDays(inDays(-3), now)).toBe(0);
  });
});

describe('planning a purchase', () => {
  const running = (devices: number, expiresAt: string): SubscriptionStanding => ({
    current: { devices, expiresAt },
    paidUntil: expiresAt,
    trialEndsAt: null,
  });
  const active = running(5, inDays(30));

  it('buys from now when nothing is active', () => {
    expect(allowedPurchases(noStanding, now)).toEqual(['buy']);
    expect(planPurchase('buy', { months: 3, devices: 2 }, noStanding, now)).toEqual({
      kind: 'buy',
      startsAt: now.toISOString(),
      expiresAt: inDays(90),
      extraDays: 0,
      priceCents: 9_000,
    });
  });

  it('starts a package bought during the trial when the trial ends', () => {
    const trial = { ...noStanding, trialEndsAt: inDays(4) };
    expect(planPurchase('buy', { months: 3, devices: 2 }, trial, now)).toMatchObject({
      startsAt: inDays(4),
      expiresAt: inDays(94),
    });
  });

  it('treats an expired subscription as nothing active', () => {
    const expired = { ...noStanding, paidUntil: inDays(-1) };
    expect(allowedPurchases(expired, now)).toEqual(['buy']);
    expect(planPurchase('renew', { months: 3, devices: 5 }, expired, now)).toBeNull();
  });

  it('renews from the end of the last paid period, with any package', () => {
    expect(planPurchase('renew', { months: 6, devices: 2 }, active, now)).toMatchObject({
      startsAt: inDays(30),
      expiresAt: inDays(210),
      extraDays: 0,
    });
    const queued = { ...active, paidUntil: inDays(120) };
    expect(planPurchase('renew', { months: 3, devices: 2 }, queued, now)?.startsAt).toBe(inDays(120));
  });

  it('renews, but does not upgrade, a package bought during the trial that has not started', () => {
    const waiting = { current: null, paidUntil: inDays(94), trialEndsAt: inDays(4) };
    expect(allowedPurchases(waiting, now)).toEqual(['renew']);
  });

  it('upgrades from now and converts the unused days', () => {
    expect(planPurchase('upgrade', { months: 3, devices: 10 }, active, now)).toEqual({
      kind: 'upgrade',
      startsAt: now.toISOString(),
      expiresAt: inDays(90 + 21), // 30 × 130 / 180 = 21.67
      extraDays: 21,
      priceCents: 16_200,
    });
  });

  it('refuses an upgrade to as many or fewer devices, and any upgrade from the largest package', () => {
    expect(planPurchase('upgrade', { months: 3, devices: 5 }, active, now)).toBeNull();
    expect(planPurchase('upgrade', { months: 3, devices: 2 }, active, now)).toBeNull();
    expect(allowedPurchases(running(15, inDays(30)), now)).toEqual(['renew']);
  });

  it('refuses a buy while a period is active, and uses operator prices when given', () => {
    expect(planPurchase('buy', { months: 3, devices: 2 }, active, now)).toBeNull();
    const prices = { ...defaultPackagePrices, '3x2': 4_900 };
    expect(planPurchase('buy', { months: 3, devices: 2 }, noStanding, now, prices)?.priceCents).toBe(4_900);
    expect(planPurchase('buy', { months: 3, devices: 2 }, noStanding, now, {})).toBeNull();
  });
});
