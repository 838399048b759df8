import type { Clock } from '../server/clock';

export interface TestClock {
  clock: Clock;
  now: () => Date;
  advance: (ms: number) => void;
  set: (at: Date | string) => void;
}

/** A clock that stands still until a test moves it. */
export const createTestClock = (start: Date | string = '2026-11-23T09:00:00.000Z'): TestClock => {
  let current = new Date(start).getTime();
  return {
    clock: () => new Date(current),
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (at) => {
      current = new Date(at).getTime();
    },
  };
};

export const minutes = (count: number): number => count * 60_000;
export const hours = (count: number): number => count * 3_600_000;
export const days = (count: number): number => count * 86_400_000;
