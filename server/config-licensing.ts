import path from 'node:path';
import { type Env, optionalText, readSection, section } from './config-schema';

export interface LicensingConfig {
  /** Directory of `<kid>.pem` Ed25519 private keys that sign license leases. */
  keysDir: string;
  /** The key that signs new leases; null = the last kid in sort order. */
  currentKid: string | null;
}

export const licensingSection = section('Licensing', {
  LICENSE_KEYS_DIR: optionalText({
    shownDefault: '$DATA_DIR/keys/license',
    example: '/etc/dentiqo/keys/license',
    description:
      'Directory of Ed25519 private keys (PKCS#8 PEM files named <key id>.pem) that sign license leases; every key in it is published at /api/app/public-key. Development and test generate one when it is empty; production refuses to start without one.',
  }),
  LICENSE_CURRENT_KID: optionalText({
    pattern: /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/,
    expected: 'a key id of letters, digits, ".", "_" or "-"',
    example: '2026-11-a',
    description:
      'The key id that signs new leases (its file must be in LICENSE_KEYS_DIR). Empty: the last key id in sort order, so a newly added key takes over.',
  }),
});

export const parseLicensingConfig = (env: Env, dataDir: string, problems: string[]): LicensingConfig => {
  const vars = readSection(licensingSection, env, problems);
  return {
    keysDir: path.resolve(vars.LICENSE_KEYS_DIR ?? path.join(dataDir, 'keys', 'license')),
    currentKid: vars.LICENSE_CURRENT_KID ?? null,
  };
};
