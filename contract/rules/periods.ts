import type { SubscriptionStanding } from './packages';

/**
 * A subscription is a sequence of paid periods, each with its own device count. What a company may use at an instant
 * is the period that covers it; renewals queue after the last one, so device counts change only where a period
 * starts.
 */
export interface Period {
  /** ISO instant the period starts (inclusive). */
  startsAt: string;
  /** ISO instant it ends (exclusive). */
  endsAt: string;
  devices: number;
}

const ms = (instant: string): number => Date.parse(instant);

/** The period covering `at`, if any. */
export const periodAt = <P extends Period>(periods: readonly P[], at: Date): P | undefined =>
  periods.find((period) => ms(period.startsAt) <= at.getTime() && at.getTime() < ms(period.endsAt));

/** Periods that have not ended at `at` (the current one and those to come), in time order. */
export const periodsFrom = <P extends Period>(periods: readonly P[], at: Date): P[] =>
  periods.filter((period) => ms(period.endsAt) > at.getTime()).sort((a, b) => ms(a.startsAt) - ms(b.startsAt));

/** The end of the last period, or null without any. */
export const periodsEnd = (periods: readonly Period[]): string | null =>
  periods.reduce<string | null>(
    (end, period) => (end === null || ms(period.endsAt) > ms(end) ? period.endsAt : end),
    null,
  );

/** Whether any period has started by `at`: a company that has paid once has had its trial. */
export const hasStartedPeriod = (periods: readonly Period[], at: Date): boolean =>
  periods.some((period) => ms(period.startsAt) <= at.getTime());

/**
 * Until when device slot `slot` stays covered from `at` without a break: through the current period and the ones
 * that follow it directly, up to the first that has fewer devices than the slot's number. Null when `at` is not
 * covered.
 */
export const coveredUntil = (periods: readonly Period[], at: Date, slot: number): string | null => {
  const running = periodAt(periods, at);
  if (!running || running.devices < slot) return null;
  const later = periodsFrom(periods, at);
  let end: string = running.endsAt;
  for (;;) {
    const next: Period | undefined = later.find((period) => period.startsAt === end);
    if (!next || next.devices < slot) return end;
    end = next.endsAt;
  }
};

/**
 * The standing a purchase is planned against at `at`: the period running then, the end of the last paid period,
 * and the end of the trial while it runs and nothing paid has started (a first package waits for it).
 */
export const standingOf = (periods: readonly Period[], at: Date, trialEndsAt: string | null): SubscriptionStanding => {
  const current = periodAt(periods, at);
  return {
    current: current ? { devices: current.devices, expiresAt: current.endsAt } : null,
    paidUntil: periodsEnd(periodsFrom(periods, at)),
    trialEndsAt: hasStartedPeriod(periods, at) ? null : trialEndsAt,
  };
};
