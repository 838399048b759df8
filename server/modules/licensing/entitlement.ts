import { trialDevices } from '../../../contract/rules/packages';
import { trialExpiresAt } from '../../../contract/rules/trial';
import type { CompanyLicense } from '../../db/tables';

/** What a company may run right now, decided from its license row (absent until it first needs one). */
export interface Entitlement {
  plan: 'trial' | 'subscription';
  /** How many device slots the plan covers. */
  devices: number;
  /** When the plan ends; null for a trial whose clock has not started (no activation yet). */
  expiresAt: string | null;
  active: boolean;
}

export const appliedBonuses = (license: CompanyLicense | undefined): number =>
  (license?.profile_bonus_at ? 1 : 0) + (license?.price_list_bonus_at ? 1 : 0);

/** A paid period that has not ended wins; otherwise the trial, which is active until its days run out. */
export const entitlementOf = (license: CompanyLicense | undefined, now: Date): Entitlement => {
  const subscriptionEnd = license?.subscription_expires_at ?? null;
  if (subscriptionEnd && Date.parse(subscriptionEnd) > now.getTime() && license?.subscription_devices) {
    return { plan: 'subscription', devices: license.subscription_devices, expiresAt: subscriptionEnd, active: true };
  }
  const trialEnd = trialExpiresAt(license?.trial_started_at ?? null, appliedBonuses(license));
  // A company that once paid has had its trial: when the period ends, it is over, not a fresh trial.
  const hadSubscription = subscriptionEnd !== null;
  const active = !hadSubscription && (trialEnd === null || Date.parse(trialEnd) > now.getTime());
  return {
    plan: hadSubscription ? 'subscription' : 'trial',
    devices: trialDevices,
    expiresAt: hadSubscription ? subscriptionEnd : trialEnd,
    active,
  };
};

/** Slots ever created stay listed; a company has at least the slots of its largest plan so far. */
export const slotsToKeep = (license: CompanyLicense | undefined): number =>
  Math.max(trialDevices, license?.subscription_devices ?? 0);
