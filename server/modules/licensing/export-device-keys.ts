import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { KeyVault } from './key-vault';
import { listSlots } from './repository';

/** A device key and its device as the cabinet shows them; never the device's fingerprint hash or lease secrets. */
export interface ExportedDeviceKey {
  slot: number;
  key: string;
  deviceName: string | null;
  /** The name the desktop program reported. */
  reportedName: string | null;
  activated: boolean;
  os: string | null;
  appVersion: string | null;
  activatedAt: string | null;
  lastSeenAt: string | null;
  createdAt: string;
}

/** The company's device keys, by slot, for its data export (read only: no slot is created here). */
export const exportDeviceKeys = async (
  db: Kysely<Database>,
  vault: Pick<KeyVault, 'open'>,
  companyId: string,
): Promise<ExportedDeviceKey[]> =>
  (await listSlots(db, companyId)).map((slot) => ({
    slot: slot.slot,
    key: vault.open(slot.key_sealed),
    deviceName: slot.device_name || null,
    reportedName: slot.reported_name,
    activated: slot.fingerprint_hash !== null,
    os: slot.device_os,
    appVersion: slot.app_version,
    activatedAt: slot.activated_at,
    lastSeenAt: slot.last_seen_at,
    createdAt: slot.created_at,
  }));
