import { dailyRateCents, defaultPackagePriceCents } from './pricing-summary';

describe('default package prices', () => {
  it('follow the default prices: $1 a day for two devices plus $0.10 per extra device, 30-day months', () => {
    expect(dailyRateCents(2)).toBe(100);
    expect(dailyRateCents(15)).toBe(230);
    expect(defaultPackagePriceCents(3, 2)).toBe(9_000);
    expect(defaultPackagePriceCents(12, 15)).toBe(82_800);
  });
});
