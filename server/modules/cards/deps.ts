import type { CardsConfig } from '../../config-cards';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import type { SecretBox } from '../../security/encryption';
import type { FileStore } from '../../storage/file-store';
import type { DeviceCheckDeps } from '../licensing/deps';
import type { PatientRecordDeps } from '../patient-platform/service';
import type { ViewCounter } from './view-counter';

/**
 * What the card routes use, and nothing more: the uploading device's check (not the lease signing keys), the
 * company's sealed platform token for patient records, the file store, the public URL for preview links, and the
 * CARD_* settings.
 */
export interface CardsDeps extends DeviceCheckDeps, PatientRecordDeps {
  db: Kysely<Database>;
  clock: Clock;
  secretBox: SecretBox;
  files: FileStore;
  publicUrl: string;
  cards: CardsConfig;
  /** Where a patient's GET counts its view (written in batches). */
  views: ViewCounter;
}
