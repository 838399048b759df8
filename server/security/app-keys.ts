import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { type SecretBox, createSecretBox } from './encryption';
import { resolveEncryptionKey } from './encryption-key';
import { deriveLookupKey } from './keyed-hash';
import { type LicenseKeyRing, loadLicenseKeys } from './license-keys';

/** The server's keys, loaded once at start: what the encryption key seals and derives, and the licence signing keys. */
export interface AppKeys {
  /** Seals secrets at rest (patient-platform tokens, card links, activation keys). */
  secretBox: SecretBox;
  /** Finds an activation key by a keyed hash of it. */
  activationLookupKey: Buffer;
  /** Signs installer download links. */
  downloadKey: Buffer;
  /** Hashes a client address kept with a patient's answer, so the address itself is never stored. */
  addressKey: Buffer;
  signingKeys: LicenseKeyRing;
}

/** Outside production a missing key is generated (and said so in the log), so a developer's first start works. */
export const loadAppKeys = (
  config: Pick<Config, 'settings' | 'dataDir' | 'licensing' | 'nodeEnv'>,
  now: Date,
  log: FastifyBaseLogger,
): AppKeys => {
  const encryptionKey = resolveEncryptionKey(config.settings.encryptionKey, config.dataDir, (file) =>
    log.warn({ file }, 'ENCRYPTION_KEY is not set: generated a development key'),
  );
  const signingKeys = loadLicenseKeys({
    dir: config.licensing.keysDir,
    currentKid: config.licensing.currentKid,
    generateWhenEmpty: config.nodeEnv !== 'production',
    now,
    onGenerated: (kid, dir) => log.warn({ kid, dir }, 'no license signing key: generated a development key'),
  });
  return {
    secretBox: createSecretBox(encryptionKey),
    activationLookupKey: deriveLookupKey(encryptionKey, 'activation-key'),
    downloadKey: deriveLookupKey(encryptionKey, 'installer-download'),
    addressKey: deriveLookupKey(encryptionKey, 'client-address'),
    signingKeys,
  };
};
