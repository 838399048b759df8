import { retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  const base = 30_000;
  const max = 3_600_000;

  it('doubles per attempt, between half and all of the step', () => {
    for (const [attempt, step] of [
      [1, 30_000],
      [2, 60_000],
      [3, 120_000],
      [4, 240_000],
    ] as const) {
      expect(retryDelayMs(attempt, base, max, () => 0)).toBe(step / 2);
      expect(retryDelayMs(attempt, base, max, () => 0.999_999)).toBe(Math.round(step / 2 + (0.999_999 * step) / 2));
    }
  });

  it('never exceeds the cap, however many attempts', () => {
    expect(retryDelayMs(8, base, max, () => 1)).toBe(max);
    expect(retryDelayMs(500, base, max, () => 1)).toBe(max);
    expect(retryDelayMs(500, base, max, () => 0)).toBe(max / 2);
  });

  it('spreads retries of messages that failed together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(3, base, max)));
    expect(delays.size).toBeGreaterThan(40);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(60_000);
      expect(delay).toBeLessThanOrEqual(120_000);
    }
  });
});
