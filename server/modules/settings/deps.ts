import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import type { SecretBox } from '../../security/encryption';

/** What the company-settings modules (profile, avatar, password, staff, platform, price list) need. */
export interface SettingsDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** `$DATA_DIR/uploads`. */
  uploadsDir: string;
  secretBox: SecretBox;
  patientPlatformUrl: string | null;
}
