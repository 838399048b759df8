import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { RateLimits } from '../../config-rate-limits';
import type { Database } from '../../db/tables';
import type { SecretBox } from '../../security/encryption';
import type { Passwords } from '../../security/passwords';
import type { FileStore } from '../../storage/file-store';

/** What the company-settings modules (profile, avatar, password, staff, platform, price list) need. */
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
