import type { DeviceKey } from '../../../contract/api/device-keys';
import type { deviceOperatingSystems } from '../../../contract/api/desktop-app';
import { iso } from '../../clock';
import { newId } from '../../db/ids';
import type { Company, DeviceSlot } from '../../db/tables';
import { HttpProblem } from '../../plugins/problem';
import { companyById } from '../companies/service';
import { type EventSource, recordSecurityEvent } from '../audit/record';
import type { LicensingDeps } from './deps';
import { entitlementOf, slotsToKeep } from './entitlement';
import { ensureLicense, findSlot, insertSlotIfMissing, listSlots, renameSlot, replaceKey } from './repository';
import { deviceLabel } from './device-label';

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

/** Keys are hidden, and none can be made, until the company's e-mail is confirmed (decisions.md §4). */
const requireConfirmedEmail = async (deps: LicensingDeps, companyId: string): Promise<Company> => {
  const company = await companyById(deps.db, companyId);
  if (!company) throw new HttpProblem(401, 'UNAUTHORIZED');
  if (!company.email_confirmed_at) throw new HttpProblem(403, 'EMAIL_NOT_CONFIRMED');
  return company;
};

/** Creates the missing slots up to what the company's plans have covered, each with a fresh key and no name yet. */
export const ensureSlots = async (deps: LicensingDeps, companyId: string) => {
  const now = iso(deps.clock());
  const license = await ensureLicense(deps.db, companyId, now);
  const wanted = slotsToKeep(license);
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
  return license;
};

export const listDeviceKeys = async (deps: LicensingDeps, companyId: string): Promise<DeviceKey[]> => {
  await requireConfirmedEmail(deps, companyId);
  const license = await ensureSlots(deps, companyId);
  const covered = entitlementOf(license, deps.clock()).devices;
  return (await listSlots(deps.db, companyId)).map((slot) => toDeviceKey(deps, slot, covered));
};

const slotOf = async (deps: LicensingDeps, companyId: string, keyId: string): Promise<DeviceSlot> => {
  await requireConfirmedEmail(deps, companyId);
  const slot = await findSlot(deps.db, companyId, keyId);
  // Another company's key id answers exactly like an unknown one.
  if (!slot) throw new HttpProblem(404, 'NOT_FOUND');
  return slot;
};

const covered = async (deps: LicensingDeps, companyId: string): Promise<number> =>
  entitlementOf(await ensureLicense(deps.db, companyId, iso(deps.clock())), deps.clock()).devices;

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

/** A new key string; the device bound to the old one loses access at its next validation (KEY_REVOKED). */
export const reloadKey = async (
  deps: LicensingDeps,
  companyId: string,
  keyId: string,
  source: EventSource,
): Promise<DeviceKey> => {
  const slot = await slotOf(deps, companyId, keyId);
  const key = deps.vault.newKey();
  const at = deps.clock();
  const replaced = await deps.db.transaction().execute(async (trx) => {
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
  });
  // Someone reloaded the same key a moment earlier: theirs stands, and the caller sees it.
  if (!replaced) throw new HttpProblem(409, 'CONFLICT');
  return toDeviceKey(deps, (await findSlot(deps.db, companyId, keyId)) as DeviceSlot, await covered(deps, companyId));
};
