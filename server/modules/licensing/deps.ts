import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import type { LicenseKeyRing } from '../../security/license-keys';
import type { Passwords } from '../../security/passwords';
import type { KeyVault } from './key-vault';

export interface LicensingDeps {
  db: Kysely<Database>;
  clock: Clock;
  vault: KeyVault;
  signingKeys: LicenseKeyRing;
  /** The desktop program's sign-in checks passwords as the web sign-in does. */
  passwords: Passwords;
}

/** What finding a key's device and its standing takes: the database, the clock and the activation-key lookup. */
export type DeviceCheckDeps = Pick<LicensingDeps, 'db' | 'clock' | 'vault'>;
