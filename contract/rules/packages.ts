/** Packages, prices and the day arithmetic of buying, renewing and upgrading. */
export const packageMonths = [3, 6, 12] as const;
export const packageDevices = [2, 5, 10, 15] as const;
export type PackageMonths = (typeof packageMonths)[number];
export type PackageDevices = (typeof packageDevices)[number];

export interface PackageChoice {
  months: PackageMonths;
  devices: PackageDevices;
}

export const daysPerMonth = 30;
export const dayMs = 24 * 60 * 60 * 1000;
export const trialDevices = 2;

/** Prices are in minor units (cents) of the price currency; floats never hold money. */
export const priceCurrency = 'USD';

/** The daily rate of a device count in cents: $1.00 + $0.10 for each device above two. */
export const dailyRateCents = (devices: number): number => 100 + 10 * (devices - trialDevices);

export const packageDays = (months: number): number => months * daysPerMonth;

/** The default price of a package: its days at its daily rate (3 months × 2 devices = $90.00). */
export const defaultPackagePriceCents = ({ months, devices }: PackageChoice): number =>
  packageDays(months) * dailyRateCents(devices);

/** The price list an operator may override: `"<months>x<devices>"` → cents. */
export type PackagePrices = Readonly<Record<string, number>>;

export const packagePriceKey = ({ months, devices }: PackageChoice): string => `${months}x${devices}`;

export const defaultPackagePrices: PackagePrices = Object.fromEntries(
  packageMonths.flatMap((months) =>
    packageDevices.map((devices) => [
      packagePriceKey({ months, devices }),
      defaultPackagePriceCents({ months, devices }),
    ]),
  ),
);

export const isPackageChoice = (value: { months: number; devices: number }): value is PackageChoice =>
  (packageMonths as readonly number[]).includes(value.months) &&
  (packageDevices as readonly number[]).includes(value.devices);

export type PurchaseKind = 'buy' | 'renew' | 'upgrade';

/** What a purchase is planned against. */
export interface SubscriptionStanding {
  /** The paid period running now, if any. */
  current: { devices: number; expiresAt: string } | null;
  /** The end of the last paid period while it is still ahead: a renewal starts there. */
  paidUntil: string | null;
  /** The end of a running free trial: a first package starts there, so no trial day is lost. */
  trialEndsAt: string | null;
}

export const noStanding: SubscriptionStanding = { current: null, paidUntil: null, trialEndsAt: null };

export interface PurchasePlan {
  kind: PurchaseKind;
  /** When the new period starts (ISO). */
  startsAt: string;
  /** When it ends, converted days included (ISO). */
  expiresAt: string;
  /** Days carried over from the old package on an upgrade (0 otherwise). */
  extraDays: number;
  priceCents: number;
}

/** Whole days left of a period; a started day counts as used. */
export const unusedDays = (expiresAt: string, now: Date): number =>
  Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / dayMs));

/** Upgrade conversion: the unused days of the old package, worth the same at the new package's daily rate. */
export const upgradeExtraDays = (unused: number, oldDevices: number, newDevices: number): number =>
  Math.floor((unused * dailyRateCents(oldDevices)) / dailyRateCents(newDevices));

const isAhead = (instant: string | null, now: Date): instant is string =>
  instant !== null && Date.parse(instant) > now.getTime();

/**
 * Which purchases the standing allows: buy when nothing paid is ahead, renew when something is, and upgrade while a
 * period runs with fewer devices than the largest package.
 */
export const allowedPurchases = (standing: SubscriptionStanding, now: Date): PurchaseKind[] => {
  if (!isAhead(standing.paidUntil, now)) return ['buy'];
  const { current } = standing;
  return current && current.devices < Math.max(...packageDevices) ? ['renew', 'upgrade'] : ['renew'];
};

/**
 * Plans a purchase. Buy (nothing paid ahead) starts now, or when a running trial ends; renew starts where the last
 * paid period ends, with its own device count; upgrade (more devices than the period running now) starts now and
 * converts the unused days of the running period. Returns null for a purchase the standing does not allow.
 */
export const planPurchase = (
  kind: PurchaseKind,
  choice: PackageChoice,
  standing: SubscriptionStanding,
  now: Date,
  prices: PackagePrices = defaultPackagePrices,
): PurchasePlan | null => {
  const priceCents = prices[packagePriceKey(choice)];
  if (priceCents === undefined || !allowedPurchases(standing, now).includes(kind)) return null;
  const days = packageDays(choice.months);
  const at = (start: number, totalDays: number) => new Date(start + totalDays * dayMs).toISOString();
  if (kind === 'buy') {
    const startsAt = isAhead(standing.trialEndsAt, now) ? standing.trialEndsAt : now.toISOString();
    return { kind, startsAt, expiresAt: at(Date.parse(startsAt), days), extraDays: 0, priceCents };
  }
  if (kind === 'renew') {
    const startsAt = standing.paidUntil as string;
    return { kind, startsAt, expiresAt: at(Date.parse(startsAt), days), extraDays: 0, priceCents };
  }
  const { current } = standing;
  if (!current || choice.devices <= current.devices) return null;
  const extraDays = upgradeExtraDays(unusedDays(current.expiresAt, now), current.devices, choice.devices);
  return {
    kind,
    startsAt: now.toISOString(),
    expiresAt: at(now.getTime(), days + extraDays),
    extraDays,
    priceCents,
  };
};
