import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from './concurrency-limit';

/** argon2id's cost: memory in KiB and passes over it. The defaults are the OWASP baseline (19 MiB, 2 passes). */
export interface PasswordHashCost {
  memoryKib: number;
  iterations: number;
}

export const productionHashCost: PasswordHashCost = { memoryKib: 19_456, iterations: 2 };

export interface Passwords {
  hash: (password: string) => Promise<string>;
  /** False for a wrong password and for a stored value that is not an argon2 hash at all. */
  verify: (passwordHash: string, password: string) => Promise<boolean>;
  /**
   * Spends the same time as a real check, for a login that matches no account, so the answer's timing does not
   * tell which logins exist.
   */
  verifyAgainstNothing: (password: string) => Promise<false>;
}

// @node-rs/argon2 runs on libuv's thread pool, so hashing never blocks the event loop. It still takes cores: libuv's
// four threads hashing at once on two cores left the event loop a third of the CPU, and a card GET's p99 rose to
// 23–37 ms during a burst of sign-ins. One core is left to everything else. Unknown logins wait in the same queue:
// timing tells nothing. The queue is the process's, whatever the number of apps in it.
const hashingSlot = concurrencyLimit(Math.max(1, availableParallelism() - 1));

/**
 * Hashing at the configured cost; verification reads the cost from the stored hash, so hashes made at another cost
 * (an older setting) still verify.
 */
export const createPasswords = (cost: PasswordHashCost): Passwords => {
  const options = { memoryCost: cost.memoryKib, timeCost: cost.iterations };
  let dummyHash: Promise<string> | undefined;
  const passwords: Passwords = {
    hash: (password) => hashingSlot(() => hash(password, options)),
    verify: async (passwordHash, password) => {
      try {
        return await hashingSlot(() => verify(passwordHash, password));
      } catch {
        return false;
      }
    },
    verifyAgainstNothing: async (password) => {
      dummyHash ??= hash(randomBytes(16).toString('base64url'), options);
      await passwords.verify(await dummyHash, password);
      return false;
    },
  };
  return passwords;
};
