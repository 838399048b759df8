import { dayMs } from './packages';

/**
 * The free trial: 2 days, +5 for each applied bonus, counted from the first activation, and 10 at most, so the
 * bonus applied second adds 3 (docs/product-rules.md#trial-and-bonuses).
 */
export const trialBaseDays = 2;
export const bonusDays = 5;
export const trialMaxDays = 10;
export const bonusKinds = ['profile', 'price-list'] as const;
export type BonusKind = (typeof bonusKinds)[number];

/** Rows with an element, a name and a price that the price-list bonus needs. */
export const priceListBonusRows = 10;

export const trialDays = (appliedBonuses: number): number =>
  Math.min(trialMaxDays, trialBaseDays + bonusDays * Math.min(Math.max(appliedBonuses, 0), bonusKinds.length));

/** Null until the first activation starts the clock. */
export const trialExpiresAt = (firstActivationAt: string | null, appliedBonuses: number): string | null =>
  firstActivationAt === null
    ? null
    : new Date(Date.parse(firstActivationAt) + trialDays(appliedBonuses) * dayMs).toISOString();

/** Whole or partial days left, rounded up so the last hours still read "1 day"; 0 once over. */
export const trialDaysLeft = (expiresAt: string, now: Date): number =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / dayMs));
