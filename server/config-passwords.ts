import { type Env, integer, readSection, section } from './config-schema';
import { type PasswordHashCost, productionHashCost } from './security/passwords';

// argon2's own bounds are far wider; these keep a typo from making sign-in take minutes or no time at all.
const memoryKibRange = { min: 8, max: 1_048_576 };
const iterationsRange = { min: 1, max: 20 };

export const passwordSection = section('Password hashing', {
  ARGON2_MEMORY_KIB: integer(memoryKibRange.min, memoryKibRange.max, productionHashCost.memoryKib, {
    description: `Memory of one argon2id password hash, in KiB (${memoryKibRange.min}–${memoryKibRange.max}). Production refuses less than the default; the test suites use a low cost to run fast.`,
  }),
  ARGON2_ITERATIONS: integer(iterationsRange.min, iterationsRange.max, productionHashCost.iterations, {
    description: `Passes of one argon2id password hash (${iterationsRange.min}–${iterationsRange.max}). Production refuses fewer than the default. Existing hashes keep verifying after a change.`,
  }),
});

export const parsePasswordHashCost = (env: Env, problems: string[]): PasswordHashCost => {
  const vars = readSection(passwordSection, env, problems);
  return Object.freeze({ memoryKib: vars.ARGON2_MEMORY_KIB, iterations: vars.ARGON2_ITERATIONS });
};
