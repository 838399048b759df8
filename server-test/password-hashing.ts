import { productionHashCost } from '../server/security/passwords';

/**
 * argon2 at its lowest cost, for every server a test starts: the suites hash thousands of passwords and test what
 * is done with a hash, not its strength. Production refuses this cost (config-production.unit.test.ts).
 */
export const testPasswordHashing = { ARGON2_MEMORY_KIB: '64', ARGON2_ITERATIONS: '1' };

/** Production's cost, for the benchmarks and the soak run, which measure what a sign-in costs. */
export const productionPasswordHashing = {
  ARGON2_MEMORY_KIB: String(productionHashCost.memoryKib),
  ARGON2_ITERATIONS: String(productionHashCost.iterations),
};
