import { type PasswordHashCost, productionHashCost } from './security/passwords';

// argon2's own bounds are far wider; these keep a typo from making sign-in take minutes or no time at all.
const memoryKibRange = { min: 8, max: 1_048_576 };
const iterationsRange = { min: 1, max: 20 };

export const passwordVariables = [
  {
    name: 'ARGON2_MEMORY_KIB',
    default: String(productionHashCost.memoryKib),
    description: `Memory of one argon2id password hash, in KiB (${memoryKibRange.min}–${memoryKibRange.max}). Production refuses less than the default; the test suites use a low cost to run fast.`,
  },
  {
    name: 'ARGON2_ITERATIONS',
    default: String(productionHashCost.iterations),
    description: `Passes of one argon2id password hash (${iterationsRange.min}–${iterationsRange.max}). Production refuses fewer than the default. Existing hashes keep verifying after a change.`,
  },
] as const;

const integerIn = (
  name: string,
  raw: string | undefined,
  fallback: number,
  range: { min: number; max: number },
  problems: string[],
): number => {
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= range.min && value <= range.max)) {
    problems.push(`${name} must be an integer from ${range.min} to ${range.max}, got "${raw}"`);
    return fallback;
  }
  return value;
};

export const parsePasswordHashCost = (
  read: (name: string) => string | undefined,
  problems: string[],
): PasswordHashCost =>
  Object.freeze({
    memoryKib: integerIn(
      'ARGON2_MEMORY_KIB',
      read('ARGON2_MEMORY_KIB'),
      productionHashCost.memoryKib,
      memoryKibRange,
      problems,
    ),
    iterations: integerIn(
      'ARGON2_ITERATIONS',
      read('ARGON2_ITERATIONS'),
      productionHashCost.iterations,
      iterationsRange,
      problems,
    ),
  });
