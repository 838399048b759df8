export { formatDate, formatDateTime, formatMoney } from '@/components/intl-format';

/** File sizes and relative times on the dashboard; dates and money come from the shared formatting. */

/** A file size in the largest decimal unit that keeps it at 1 or more (340 kB, 182.4 MB). */
export const formatFileSize = (bytes: number, language: string): string => {
  const [unit, size] =
    bytes >= 1e9
      ? (['gigabyte', 1e9] as const)
      : bytes >= 1e6
        ? (['megabyte', 1e6] as const)
        : (['kilobyte', 1e3] as const);
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(bytes / size);
};

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday": how long ago an instant was, in the largest unit that fits. */
export const formatAgo = (iso: string, now: Date, language: string): string => {
  const seconds = Math.max(0, (now.getTime() - Date.parse(iso)) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of relativeUnits) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'minute');
};
