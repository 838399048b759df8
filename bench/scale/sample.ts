import { randomBytes } from 'node:crypto';
import { fingerprintHash } from '../../server/modules/licensing/lease';
import type { KeyVault } from '../../server/modules/licensing/key-vault';
import type { SecretBox } from '../../server/security/encryption';
import { hashSecretToken, newSecretToken } from '../../server/security/secret-tokens';
import { devicesPerCompany, sampledCards, sampledDevices, sampledIndexes, type ScaleSize } from './plan';

/** A card the load opens: its link, and the columns the upload path derives from it. */
export interface SampledCard {
  index: number;
  link: string;
  linkHash: string;
  linkSealed: string;
  storageDir: string;
}

/** A device the load validates: its key and fingerprint, and the columns activation derives from them. */
export interface SampledDevice {
  index: number;
  key: string;
  keyLookup: string;
  keySealed: string;
  fingerprint: string;
  fingerprintHash: string;
}

export interface Sample {
  cards: SampledCard[];
  devices: SampledDevice[];
}

/**
 * The secrets of the rows the load requests, made as the server makes them (same token, key, seal and hashes), for
 * the server's encryption key. Only these are made in Node: sealing a million links here takes about a minute.
 */
export const sampleFor = (size: ScaleSize, box: SecretBox, vault: KeyVault): Sample => ({
  cards: sampledIndexes(size.cards, sampledCards).map((index) => {
    const link = newSecretToken();
    return {
      index,
      link,
      linkHash: hashSecretToken(link),
      linkSealed: box.seal(link),
      storageDir: randomBytes(16).toString('hex'),
    };
  }),
  devices: sampledIndexes(size.companies * devicesPerCompany, sampledDevices).map((index) => {
    const key = vault.newKey();
    const fingerprint = `scale-device-${randomBytes(12).toString('hex')}`;
    return {
      index,
      key,
      keyLookup: vault.lookup(key),
      keySealed: vault.seal(key),
      fingerprint,
      fingerprintHash: fingerprintHash(fingerprint),
    };
  }),
});
