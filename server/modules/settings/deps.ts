import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { RateLimits } from '../../config-rate-limits';
import type { Database } from '../../db/tables';
import type { SecretBox } from '../../security/encryption';
import type { Passwords } from '../../security/passwords';
import type { FileStore } from '../../storage/file-store';

/**
 * Everything a company-settings module (profile, avatar, password, staff, platform, price list) may use; each
 * takes only the members it names (`settingsPlugin`), and each service function types the ones it reads.
 */
export interface SettingsDeps {
  db: Kysely<Database>;
  clock: Clock;
  rateLimits: RateLimits;
  /** Logos and card files, under the key prefix `uploads/`. */
  files: FileStore;
  secretBox: SecretBox;
  passwords: Passwords;
  patientPlatformUrl: string | null;
}

/** The members a shared service plugin puts on the instance, and that plugin's name. */
export const serviceOfMember = {
  db: 'core-services',
  clock: 'core-services',
  passwords: 'core-services',
  secretBox: 'keys',
  files: 'files',
} as const satisfies Partial<Record<keyof SettingsDeps, string>>;
