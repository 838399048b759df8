import { createSecretKey, randomBytes } from 'node:crypto';
import { activationKeyFromBytes } from '../../../contract/rules/activation-key';
import type { SecretBox } from '../../security/encryption';
import { keyedHash } from '../../security/keyed-hash';

/** Activation keys at rest: sealed for display in the cabinet, found by a keyed hash of their canonical form. */
export interface KeyVault {
  newKey: () => string;
  seal: (key: string) => string;
  open: (sealed: string) => string;
  lookup: (canonicalKey: string) => string;
}

export const createKeyVault = (box: SecretBox, lookupKey: Buffer): KeyVault => {
  // Every validate and upload looks its key up: the HMAC key is imported once, not per call.
  const lookupSecret = createSecretKey(lookupKey);
  return {
    newKey: () => activationKeyFromBytes(randomBytes(15)),
    seal: (key) => box.seal(key),
    open: (sealed) => box.open(sealed),
    lookup: (canonicalKey) => keyedHash(lookupSecret, canonicalKey),
  };
};
