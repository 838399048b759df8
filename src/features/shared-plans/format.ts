export { formatDate, formatDateTime, formatMoney } from '@/components/intl-format';

/** The expiry dialog's days; dates and totals come from the shared formatting. */

const dayMs = 86_400_000;

/** A local calendar day as the `yyyy-mm-dd` value of a date input. */
export const dateInputValue = (date: Date): string =>
  [date.getFullYear(), String(date.getMonth() + 1).padStart(2, '0'), String(date.getDate()).padStart(2, '0')].join('-');

/** The days a new expiry may fall on: from tomorrow to the last day within `maxDays` of now. */
export const expiryRange = (now: Date, maxDays: number) => ({
  min: dateInputValue(new Date(now.getTime() + dayMs)),
  max: dateInputValue(new Date(now.getTime() + maxDays * dayMs)),
});

/**
 * The instant sent for a chosen day: its end in the viewer's time zone, kept inside the allowed window (the last day
 * would otherwise run past `now + maxDays`). Null for a value that is not a date.
 */
export const expiryInstant = (day: string, now: Date, maxDays: number): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  if (Number.isNaN(end.getTime())) return null;
  const latest = now.getTime() + maxDays * dayMs - 60_000;
  return new Date(Math.min(end.getTime(), latest)).toISOString();
};
