import { trialDays, trialDaysLeft, trialExpiresAt } from './trial';

describe('the free trial', () => {
  it.each([
    [0, 2],
    [1, 7],
    [2, 10],
    [5, 10],
    [-1, 2],
  ])('with %i applied bonuses lasts %i days, never more than 10', (bonuses, days) => {
    expect(trialDays(bonuses)).toBe(days);
  });

  it('has no end before the first activation', () => {
    expect(trialExpiresAt(null, 2)).toBeNull();
  });

  it('ends its days after the first activation', () => {
    expect(trialExpiresAt('2026-11-22T10:00:00.000Z', 1)).toBe('2026-11-29T10:00:00.000Z');
  });

  it('counts a started day as a day left, and nothing after the end', () => {
    const end = '2026-11-24T10:00:00.000Z';
    expect(trialDaysLeft(end, new Date('2026-11-22T10:00:00.000Z'))).toBe(2);
    expect(trialDaysLeft(end, new Date('2026-11-24T09:00:00.000Z'))).toBe(1);
    expect(trialDaysLeft(end, new Date('2026-11-24T10:00:00.000Z'))).toBe(0);
    expect(trialDaysLeft(end, new Date('2026-12-01T00:00:00.000Z'))).toBe(0);
  });
});
