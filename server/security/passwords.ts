import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with m=19 MiB, t=2, p=1 (the OWASP baseline) and runs on libuv's thread
// pool, so hashing never blocks the event loop.

export const hashPassword = (password: string): Promise<string> => hash(password);

/** False for a wrong password and for a stored value that is not an argon2 hash at all. */
export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
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
