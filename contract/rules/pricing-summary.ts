/**
 * Default package prices for the landing's pricing summary: months × devices, a month of 30
 * days, a daily rate of $1.00 plus $0.10 per device beyond two. Money in cents. Operators may configure other
 * prices for checkout; the landing shows these defaults as "from" prices.
 */
export const packageMonths = [3, 6, 12] as const;
export const packageDevices = [2, 5, 10, 15] as const;
export const daysPerMonth = 30;

export const dailyRateCents = (devices: number): number => 100 + 10 * (devices - 2);

export const defaultPackagePriceCents = (months: number, devices: number): number =>
  months * daysPerMonth * dailyRateCents(devices);
