import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from './concurrency-limit';

// @node-rs/argon2 defaults to argon2id with m=19 MiB, t=2, p=1 (the OWASP baseline) and runs on libuv's thread
// pool, so hashing never blocks the event loop. It still takes cores: libuv's four threads hashing at once on two
// cores left the event loop a third of the CPU, and a card GET's p99 rose to 23–37 ms during a burst of sign-ins.
// One core is left to everything else (the probe's p99 7–11 ms quiet and 20.5–25.5 ms during the burst, for 90–105
// sign-ins a second instead of 145–165; README `api`). Unknown logins wait in the same queue: timing tells nothing.
const hashingSlot = concurrencyLimit(Math.max(1, availableParallelism() - 1));

export const hashPassword = (password: string): Promise<string> => hashingSlot(() => hash(password));

/** False for a wrong password and for a stored value that is not an argon2 hash at all. */
export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await hashingSlot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for a login that matches no account, so the answer's timing does not
 * tell which logins exist.
 */
export const verifyAgainstNothing = async (password: string): Promise<false> => {
  dummyHash ??= hash(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
};
