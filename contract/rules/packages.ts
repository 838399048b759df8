/** Packages, prices and the day arithmetic of buying, renewing and upgrading (decisions.md §3). */
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

/** What the company has now, as far as pricing cares. */
export interface CurrentSubscription {
  devices: number;
  /** ISO instant the paid period ends. */
  expiresAt: string;
}

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

const isActive = (current: CurrentSubscription | null, now: Date): current is CurrentSubscription =>
  current !== null && Date.parse(current.expiresAt) > now.getTime();

/** Which purchases the current state allows: an upgrade needs an active period and more devices. */
export const allowedPurchases = (current: CurrentSubscription | null, now: Date): PurchaseKind[] =>
  isActive(current, now) ? (current.devices < Math.max(...packageDevices) ? ['renew', 'upgrade'] : ['renew']) : ['buy'];

/**
 * Plans a purchase. Buy (nothing active) starts now; renew starts at the current expiry; upgrade (more devices,
 * while active) starts now and converts the old package's unused days. Returns null for a purchase the current state
 * does not allow (an upgrade without an active period or to fewer or as many devices; a renew of nothing).
 */
export const planPurchase = (
  kind: PurchaseKind,
  choice: PackageChoice,
  current: CurrentSubscription | null,
  now: Date,
  prices: PackagePrices = defaultPackagePrices,
): PurchasePlan | null => {
  const priceCents = prices[packagePriceKey(choice)];
  if (priceCents === undefined || !allowedPurchases(current, now).includes(kind)) return null;
  const days = packageDays(choice.months);
  const at = (start: number, totalDays: number) => new Date(start + totalDays * dayMs).toISOString();
  if (kind === 'buy') {
    return { kind, startsAt: now.toISOString(), expiresAt: at(now.getTime(), days), extraDays: 0, priceCents };
  }
  const active = current as CurrentSubscription;
  if (kind === 'renew') {
    const start = Date.parse(active.expiresAt);
    return { kind, startsAt: active.expiresAt, expiresAt: at(start, days), extraDays: 0, priceCents };
  }
  if (choice.devices <= active.devices) return null;
  const extraDays = upgradeExtraDays(unusedDays(active.expiresAt, now), active.devices, choice.devices);
  return {
    kind,
    startsAt: now.toISOString(),
    expiresAt: at(now.getTime(), days + extraDays),
    extraDays,
    priceCents,
  };
};
