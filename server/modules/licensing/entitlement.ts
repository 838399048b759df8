import { trialDevices } from '../../../contract/rules/packages';
import {
  type Period,
  coveredUntil,
  hasStartedPeriod,
  periodAt,
  periodsEnd,
  periodsFrom,
} from '../../../contract/rules/periods';
import { trialExpiresAt } from '../../../contract/rules/trial';
import type { CompanyLicense } from '../../db/tables';

/** What a company may run right now, decided from its license row (absent until it first needs one) and periods. */
export interface Entitlement {
  plan: 'trial' | 'subscription';
  /** How many device slots the plan covers now. */
  devices: number;
  /**
   * When the plan ends: the end of the paid periods that follow the running one without a break; null for a trial
   * whose clock has not started (no activation yet).
   */
  expiresAt: string | null;
  active: boolean;
}

export const appliedBonuses = (license: CompanyLicense | undefined): number =>
  (license?.profile_bonus_at ? 1 : 0) + (license?.price_list_bonus_at ? 1 : 0);

/** The end of the trial as its clock and bonuses make it; null before the first activation. */
export const trialEndOf = (license: CompanyLicense | undefined): string | null =>
  trialExpiresAt(license?.trial_started_at ?? null, appliedBonuses(license));

/** A paid period covering now wins; otherwise the trial, which is active until its days run out. */
export const entitlementOf = (
  license: CompanyLicense | undefined,
  periods: readonly Period[],
  now: Date,
): Entitlement => {
  const running = periodAt(periods, now);
  if (running) {
    return { plan: 'subscription', devices: running.devices, expiresAt: coveredUntil(periods, now, 1), active: true };
  }
  // A company that once paid has had its trial: when its periods end, it is over, not a fresh trial.
  if (hasStartedPeriod(periods, now)) {
    const ended = periods.filter((period) => !periodsFrom([period], now).length);
    return { plan: 'subscription', devices: trialDevices, expiresAt: periodsEnd(ended), active: false };
  }
  const trialEnd = trialEndOf(license);
  return {
    plan: 'trial',
    devices: trialDevices,
    expiresAt: trialEnd,
    active: trialEnd === null || Date.parse(trialEnd) > now.getTime(),
  };
};

/**
 * Slots ever created stay listed; a company has the slots of the largest period that has started so far (a later
 * period's extra keys appear when it starts).
 */
export const slotsToKeep = (periods: readonly Period[], now: Date): number =>
  Math.max(
    trialDevices,
    ...periods.filter((period) => Date.parse(period.startsAt) <= now.getTime()).map((period) => period.devices),
  );
