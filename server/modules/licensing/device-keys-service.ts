import type { DeviceKey } from '../../../contract/api/device-keys';
import type { deviceOperatingSystems } from '../../../contract/api/desktop-app';
import { iso } from '../../clock';
import { newId } from '../../db/ids';
import { serialisedTransaction } from '../../db/serialised-transaction';
import type { DeviceSlot } from '../../db/tables';
import { requireConfirmedCompany } from '../companies/service';
import { type EventSource, recordSecurityEvent } from '../audit/record';
import { companyPeriods } from '../subscriptions/service';
import type { LicensingDeps } from './deps';
import { entitlementOf, slotsToKeep } from './entitlement';
import {
  findSlot,
  insertSlotIfMissing,
  lastKeyReplacedAt,
  listSlots,
  lockSlot,
  renameSlot,
  replaceKey,
} from './repository';
import { ensureLicense } from './repository-licenses';
import { deviceLabel } from './device-label';
import { LicenseRefusal } from './license-refusal';

type Os = (typeof deviceOperatingSystems)[number];

const toDeviceKey = (deps: LicensingDeps, slot: DeviceSlot, coveredSlots: number): DeviceKey => ({
  id: slot.id,
  slot: slot.slot,
  deviceName: slot.device_name || null,
  reportedName: slot.reported_name,
  key: deps.vault.open(slot.key_sealed),
  status: slot.fingerprint_hash ? 'activated' : 'not-activated',
  os: (slot.device_os as Os | null) ?? null,
  appVersion: slot.app_version,
  activatedAt: slot.activated_at,
  lastSeenAt: slot.last_seen_at,
  covered: slot.slot <= coveredSlots,
});

/** Creates the missing slots up to what the company's plans have covered, each with a fresh key and no name yet. */
export const ensureSlots = async (deps: LicensingDeps, companyId: string) => {
  const at = deps.clock();
  const now = iso(at);
  const license = await ensureLicense(deps.db, companyId, now);
  const periods = await companyPeriods(deps.db, companyId);
  const wanted = slotsToKeep(periods, at);
  const existing = new Set((await listSlots(deps.db, companyId)).map((slot) => slot.slot));
  for (let slot = 1; slot <= wanted; slot += 1) {
    if (existing.has(slot)) continue;
    const key = deps.vault.newKey();
    await insertSlotIfMissing(
      deps.db,
      {
        id: newId(),
        companyId,
        slot,
        keySealed: deps.vault.seal(key),
        keyLookup: deps.vault.lookup(key),
      },
      now,
    );
  }
  return { license, periods };
};

export const listDeviceKeys = async (deps: LicensingDeps, companyId: string): Promise<DeviceKey[]> => {
  // Keys are hidden, and none can be made, until the company's e-mail is confirmed.
  await requireConfirmedCompany(deps.db, companyId);
  const { license, periods } = await ensureSlots(deps, companyId);
  const covered = entitlementOf(license, periods, deps.clock()).devices;
  return (await listSlots(deps.db, companyId)).map((slot) => toDeviceKey(deps, slot, covered));
};

const slotOf = async (deps: LicensingDeps, companyId: string, keyId: string): Promise<DeviceSlot> => {
  await requireConfirmedCompany(deps.db, companyId);
  const slot = await findSlot(deps.db, companyId, keyId);
  // Another company's key id answers exactly like an unknown one.
  if (!slot) throw new LicenseRefusal({ kind: 'device-key-not-found' });
  return slot;
};

const covered = async (deps: LicensingDeps, companyId: string): Promise<number> =>
  entitlementOf(
    await ensureLicense(deps.db, companyId, iso(deps.clock())),
    await companyPeriods(deps.db, companyId),
    deps.clock(),
  ).devices;

export const renameDevice = async (
  deps: LicensingDeps,
  companyId: string,
  keyId: string,
  deviceName: string,
): Promise<DeviceKey> => {
  await slotOf(deps, companyId, keyId);
  await renameSlot(deps.db, companyId, keyId, deviceName.trim(), iso(deps.clock()));
  return toDeviceKey(deps, (await findSlot(deps.db, companyId, keyId)) as DeviceSlot, await covered(deps, companyId));
};

/**
 * How long after a reload another reload of the same key answers 409 with the key as it is now: a double click or
 * six tabs pressing at once give one new key, not a chain of keys each revoked a moment after it was shown.
 */
export const keyReloadSettleMs = 10_000;

/** The result of a reload: the new key, or the key as it stands when another reload has just replaced it. */
export type KeyReload = { reloaded: DeviceKey } | { current: DeviceKey };

/**
 * A new key string; the device bound to the old one loses access at its next validation (KEY_REVOKED). Reloads of
 * one key are serialised (the slot's row lock on PostgreSQL, an immediate transaction on SQLite), and one that finds
 * the key replaced within the last few seconds changes nothing.
 */
export const reloadKey = async (
  deps: LicensingDeps,
  companyId: string,
  keyId: string,
  source: EventSource,
): Promise<KeyReload> => {
  await slotOf(deps, companyId, keyId);
  const key = deps.vault.newKey();
  const at = deps.clock();
  const replaced = await serialisedTransaction(
    deps.db,
    (trx) => lockSlot(trx, keyId),
    async (trx) => {
      const slot = (await findSlot(trx, companyId, keyId)) as DeviceSlot;
      const lastReplaced = await lastKeyReplacedAt(trx, slot.id);
      if (lastReplaced !== null && at.getTime() - Date.parse(lastReplaced) < keyReloadSettleMs) return false;
      const done = await replaceKey(
        trx,
        slot,
        { keySealed: deps.vault.seal(key), keyLookup: deps.vault.lookup(key) },
        iso(at),
      );
      if (done) {
        await recordSecurityEvent(trx, {
          companyId,
          type: 'key-reloaded',
          source,
          at,
          details: { slot: String(slot.slot), device: deviceLabel(slot) },
        });
      }
      return done;
    },
  );
  const view = toDeviceKey(
    deps,
    (await findSlot(deps.db, companyId, keyId)) as DeviceSlot,
    await covered(deps, companyId),
  );
  return replaced ? { reloaded: view } : { current: view };
};
