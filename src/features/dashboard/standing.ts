import type { LicenseSummary } from '@contract/api/license-summary';
import type { SubscriptionStanding } from '@contract/rules/packages';
import { standingOf } from '@contract/rules/periods';

/** What a purchase is planned against, from the license summary: its periods, and the trial while it runs. */
export const standingFromSummary = (license: LicenseSummary, now: Date): SubscriptionStanding =>
  standingOf(license.periods, now, license.plan === 'trial' ? license.trial.expiresAt : null);
