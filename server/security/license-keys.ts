import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Ed25519 keys that sign license leases live as `<kid>.pem` (PKCS#8) files in one directory, so an operator
 * rotates by adding a newer file: the current key signs, every key's public half stays published so leases signed
 * before the rotation keep verifying until they expire.
 */
export interface LicenseKeyRing {
  current: { kid: string; privateKey: KeyObject };
  /** kid → SubjectPublicKeyInfo PEM, the current key included. */
  publicKeys: ReadonlyMap<string, string>;
}

export class LicenseKeyError extends Error {
  override name = 'LicenseKeyError';
}

const kidPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const pemSuffix = '.pem';

const readKey = (file: string, kid: string): KeyObject => {
  let key: KeyObject;
  try {
    key = createPrivateKey(readFileSync(file));
  } catch (error) {
    throw new LicenseKeyError(
      `License signing key ${kid} (${file}) is not a PEM private key: ${(error as Error).message}`,
    );
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new LicenseKeyError(`License signing key ${kid} (${file}) must be Ed25519, not ${key.asymmetricKeyType}`);
  }
  return key;
};

/** A new key named by its month and a random suffix, written readable by its owner only. */
export const generateLicenseKey = (dir: string, now: Date): string => {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const kid = `${now.toISOString().slice(0, 7)}-${randomBytes(4).toString('hex')}`;
  const { privateKey } = generateKeyPairSync('ed25519');
  const file = path.join(dir, `${kid}${pemSuffix}`);
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return kid;
};

export interface LoadLicenseKeysOptions {
  dir: string;
  /** The key that signs; null = the last kid in sort order (kids made by `generateLicenseKey` sort by month). */
  currentKid: string | null;
  /** Development and tests: make a key when the directory has none. Production refuses to start instead. */
  generateWhenEmpty: boolean;
  now: Date;
  onGenerated?: (kid: string, dir: string) => void;
}

export const loadLicenseKeys = (options: LoadLicenseKeysOptions): LicenseKeyRing => {
  const { dir } = options;
  const list = () =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith(pemSuffix))
          .map((name) => name.slice(0, -pemSuffix.length))
          .filter((kid) => kidPattern.test(kid))
          .sort()
      : [];
  let kids = list();
  if (kids.length === 0) {
    if (!options.generateWhenEmpty) {
      throw new LicenseKeyError(
        `No license signing key in ${dir}: add an Ed25519 PKCS#8 PEM file named <key id>.pem (for example from "openssl genpkey -algorithm ed25519")`,
      );
    }
    const kid = generateLicenseKey(dir, options.now);
    options.onGenerated?.(kid, dir);
    kids = list();
  }
  const currentKid = options.currentKid ?? (kids[kids.length - 1] as string);
  if (!kids.includes(currentKid)) {
    throw new LicenseKeyError(`LICENSE_CURRENT_KID "${currentKid}" has no ${currentKid}${pemSuffix} in ${dir}`);
  }
  const publicKeys = new Map<string, string>();
  let current: LicenseKeyRing['current'] | null = null;
  for (const kid of kids) {
    const privateKey = readKey(path.join(dir, `${kid}${pemSuffix}`), kid);
    publicKeys.set(kid, createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString());
    if (kid === currentKid) current = { kid, privateKey };
  }
  return { current: current as LicenseKeyRing['current'], publicKeys };
};
