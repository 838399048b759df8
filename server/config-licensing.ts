import path from 'node:path';

export interface LicensingConfig {
  /** Directory of `<kid>.pem` Ed25519 private keys that sign license leases. */
  keysDir: string;
  /** The key that signs new leases; null = the last kid in sort order. */
  currentKid: string | null;
}

export const licensingVariables = [
  {
    name: 'LICENSE_KEYS_DIR',
    default: '$DATA_DIR/keys/license',
    description:
      'Directory of Ed25519 private keys (PKCS#8 PEM files named <key id>.pem) that sign license leases; every key in it is published at /api/app/public-key. Development and test generate one when it is empty; production refuses to start without one.',
  },
  {
    name: 'LICENSE_CURRENT_KID',
    default: '',
    description:
      'The key id that signs new leases (its file must be in LICENSE_KEYS_DIR). Empty: the last key id in sort order, so a newly added key takes over.',
  },
] as const;

const kidPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const parseLicensingConfig = (
  read: (name: string) => string | undefined,
  dataDir: string,
  problems: string[],
): LicensingConfig => {
  const keysDir = path.resolve(read('LICENSE_KEYS_DIR') ?? path.join(dataDir, 'keys', 'license'));
  const currentKid = read('LICENSE_CURRENT_KID') ?? null;
  if (currentKid !== null && !kidPattern.test(currentKid)) {
    problems.push(`LICENSE_CURRENT_KID must be a key id of letters, digits, ".", "_" or "-", got "${currentKid}"`);
  }
  return { keysDir, currentKid };
};
