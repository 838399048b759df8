import { type PurchaseKind, dayMs, packageDays, unusedDays, upgradeExtraDays } from '../../../contract/rules/packages';
import { type Period, periodAt } from '../../../contract/rules/periods';

export interface ScheduledPeriod extends Period {
  id: string;
  orderId: string | null;
}

export interface PaidOrder {
  id: string;
  kind: PurchaseKind;
  months: number;
  devices: number;
}

/** Why a paid order was applied as another kind than it was placed as. */
export type AppliedReason = 'already-subscribed' | 'not-more-devices' | 'nothing-running';

export interface Schedule {
  kind: PurchaseKind;
  reason: AppliedReason | null;
  extraDays: number;
  /** The period the order pays for. */
  added: ScheduledPeriod;
  /** Existing periods whose start or end moved. */
  moved: ScheduledPeriod[];
}

const ms = (instant: string): number => Date.parse(instant);
const isoOf = (time: number): string => new Date(time).toISOString();

/** What the order can be applied as now: its own kind when that still fits, else a period of its package. */
const appliedKind = (
  order: PaidOrder,
  running: ScheduledPeriod | undefined,
  anythingAhead: boolean,
): { kind: PurchaseKind; reason: AppliedReason | null } => {
  if (order.kind === 'upgrade' && running && order.devices > running.devices) return { kind: 'upgrade', reason: null };
  if (anythingAhead) {
    if (order.kind === 'renew') return { kind: 'renew', reason: null };
    return {
      kind: 'renew',
      reason: order.kind === 'buy' ? 'already-subscribed' : running ? 'not-more-devices' : 'nothing-running',
    };
  }
  return { kind: 'buy', reason: order.kind === 'buy' ? null : 'nothing-running' };
};

// Periods that have not started keep the order in which their orders were placed, whichever payment is confirmed
// first; a period carried over from before periods existed has no order and goes first.
const placedOrder = (a: ScheduledPeriod, b: ScheduledPeriod): number =>
  (a.orderId ?? '').localeCompare(b.orderId ?? '') || a.id.localeCompare(b.id);

/** Lays the periods end to end from `anchor`, each keeping its length; returns those whose span changed. */
const layFrom = (anchor: number, queue: ScheduledPeriod[], original: Map<string, ScheduledPeriod>) => {
  const laid: ScheduledPeriod[] = [];
  let start = anchor;
  for (const period of [...queue].sort(placedOrder)) {
    const length = ms(period.endsAt) - ms(period.startsAt);
    laid.push({ ...period, startsAt: isoOf(start), endsAt: isoOf(start + length) });
    start += length;
  }
  const moved = laid.filter((period) => {
    const before = original.get(period.id);
    return before !== undefined && (before.startsAt !== period.startsAt || before.endsAt !== period.endsAt);
  });
  return { laid, moved };
};

/**
 * Where a paid order's period goes. Buy (nothing paid ahead) starts now, or when the running trial ends. Renew
 * queues after the last period. Upgrade ends the running period now and starts the new package now, with the running
 * period's unused days converted at the two daily rates; the queued periods follow it, each with its own devices.
 * An order whose kind no longer fits (a second buy, an upgrade to no more devices) is queued as a renewal of its own
 * package, so every paid order grants exactly what it paid for.
 */
export const schedulePaidOrder = (
  periods: readonly ScheduledPeriod[],
  order: PaidOrder,
  now: Date,
  trialEndsAt: string | null,
  newPeriodId: string,
): Schedule => {
  const running = periodAt(periods, now);
  const queued = periods.filter((period) => ms(period.startsAt) > now.getTime());
  const { kind, reason } = appliedKind(order, running, running !== undefined || queued.length > 0);
  const days = packageDays(order.months);
  const original = new Map(periods.map((period) => [period.id, period]));
  const period = (startsAt: number, totalDays: number): ScheduledPeriod => ({
    id: newPeriodId,
    orderId: order.id,
    startsAt: isoOf(startsAt),
    endsAt: isoOf(startsAt + totalDays * dayMs),
    devices: order.devices,
  });

  if (kind === 'buy') {
    const start = trialEndsAt && ms(trialEndsAt) > now.getTime() ? ms(trialEndsAt) : now.getTime();
    return { kind, reason, extraDays: 0, added: period(start, days), moved: [] };
  }
  if (kind === 'renew') {
    const anchor = running ? ms(running.endsAt) : Math.min(...queued.map((entry) => ms(entry.startsAt)));
    const { laid, moved } = layFrom(anchor, [...queued, period(anchor, days)], original);
    return { kind, reason, extraDays: 0, added: laid.find((entry) => entry.id === newPeriodId)!, moved };
  }
  const current = running as ScheduledPeriod;
  const extraDays = upgradeExtraDays(unusedDays(current.endsAt, now), current.devices, order.devices);
  const added = period(now.getTime(), days + extraDays);
  const { moved } = layFrom(ms(added.endsAt), queued, original);
  return { kind, reason, extraDays, added, moved: [{ ...current, endsAt: added.startsAt }, ...moved] };
};
