import type { ActivateBody, DeactivateBody, LicenseAnswer, ValidateBody } from '../../../contract/api/desktop-app';
import { iso } from '../../clock';
import type { DeviceSlot } from '../../db/tables';
import { recordSecurityEvent } from '../audit/record';
import { companyById } from '../companies/service';
import type { DeviceCheckDeps, LicensingDeps } from './deps';
import { type Refusal, findKey, heldSlot, planFor, planOf, refused } from './device-standing';
import { fingerprintHash, signLease } from './lease';
import { bindDevice, touchSlot, unbindDevice } from './repository';
import { ensureLicense, startTrialClock } from './repository-licenses';
import { deviceLabel } from './device-label';

const leaseAnswer = (
  deps: LicensingDeps,
  slot: DeviceSlot,
  plan: 'trial' | 'subscription',
  expiresAt: string,
  /** The device's fingerprint hash, which the slot now holds. */
  boundFingerprintHash: string,
  nonce: string,
  now: Date,
): LicenseAnswer => ({
  valid: true,
  code: 'VALID',
  lease: signLease(
    {
      keyId: slot.id,
      slot: slot.slot,
      keyVersion: slot.key_version,
      fingerprintHash: boundFingerprintHash,
      companyId: slot.company_id,
      plan,
      expiresAt,
      nonce,
    },
    deps.signingKeys.current,
    now,
  ),
});

/**
 * Binds this device to the key. Idempotent for the same device; another device's key answers DEVICE_MISMATCH
 * (the clinic reloads the key in the cabinet to move it). The first activation of any of the company's keys starts
 * its trial clock. A device newly bound goes into the audit log, as that device, from `ip`.
 */
export const activate = async (deps: LicensingDeps, body: ActivateBody, ip: string | null): Promise<LicenseAnswer> => {
  const found = await findKey(deps, body.key);
  if ('answer' in found) return found.answer;
  const { slot } = found;
  const hash = fingerprintHash(body.fingerprint);
  if (slot.fingerprint_hash && slot.fingerprint_hash !== hash) return refused('DEVICE_MISMATCH');
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const scoped = { ...deps, db: trx };
    const company = await companyById(trx, slot.company_id);
    if (!company?.email_confirmed_at) return refused('EMAIL_NOT_CONFIRMED');
    await ensureLicense(trx, slot.company_id, iso(now));
    await startTrialClock(trx, slot.company_id, iso(now));
    const plan = await planFor(scoped, slot, now);
    if ('answer' in plan) return plan.answer;
    const bound = await bindDevice(
      trx,
      slot,
      { fingerprintHash: hash, os: body.os, appVersion: body.appVersion, reportedName: body.deviceName.trim() },
      iso(now),
    );
    if (!bound) return refused('DEVICE_MISMATCH');
    if (slot.fingerprint_hash !== hash) {
      const device = body.deviceName.trim();
      await recordSecurityEvent(trx, {
        companyId: slot.company_id,
        type: 'key-activated',
        source: { actor: { kind: 'device', label: device }, ip },
        at: now,
        details: { device, slot: String(slot.slot) },
      });
    }
    const { entitlement } = plan;
    return leaseAnswer(deps, slot, entitlement.plan, entitlement.expiresAt as string, hash, body.nonce, now);
  });
};

/** How stale a device's last-seen time may get before a validate writes it again: a write a minute, not a request. */
export const lastSeenPrecisionMs = 60_000;

const lastSeenIsStale = (slot: DeviceSlot, appVersion: string, now: Date): boolean =>
  slot.app_version !== appVersion ||
  slot.last_seen_at === null ||
  Date.parse(slot.last_seen_at) + lastSeenPrecisionMs <= now.getTime();

/** The heartbeat: answers whether this device may run now, with a fresh lease when it may. */
export const validate = async (deps: LicensingDeps, body: ValidateBody): Promise<LicenseAnswer> => {
  const held = await heldSlot(deps, body.key, body.fingerprint);
  if ('answer' in held) return held.answer;
  const { slot } = held.standing;
  const now = deps.clock();
  if (lastSeenIsStale(slot, body.appVersion, now)) await touchSlot(deps.db, slot.id, body.appVersion, iso(now));
  const plan = await planOf(deps, held.standing, now);
  if ('answer' in plan) return plan.answer;
  const { entitlement } = plan;
  // heldSlot compared this device's fingerprint hash with the slot's: they are the same.
  const boundHash = slot.fingerprint_hash as string;
  return leaseAnswer(deps, slot, entitlement.plan, entitlement.expiresAt as string, boundHash, body.nonce, now);
};

/**
 * Frees the slot from this device; answers NOT_ACTIVATED once the device no longer holds it. Freeing it goes into
 * the audit log with the unbinding, as the device, from `ip`.
 */
export const deactivate = async (
  deps: LicensingDeps,
  body: DeactivateBody,
  ip: string | null,
): Promise<LicenseAnswer> => {
  const found = await findKey(deps, body.key);
  if ('answer' in found) return found.answer;
  const { slot } = found;
  const hash = fingerprintHash(body.fingerprint);
  if (slot.fingerprint_hash && slot.fingerprint_hash !== hash) return refused('DEVICE_MISMATCH');
  if (slot.fingerprint_hash) {
    const now = deps.clock();
    await deps.db.transaction().execute(async (trx) => {
      if (!(await unbindDevice(trx, slot.id, hash, iso(now)))) return;
      await recordSecurityEvent(trx, {
        companyId: slot.company_id,
        type: 'key-deactivated',
        source: { actor: { kind: 'device', label: deviceLabel(slot) }, ip },
        at: now,
        details: { device: deviceLabel(slot), slot: String(slot.slot) },
      });
    });
  }
  return refused('NOT_ACTIVATED');
};

/** A device the license lets act now (an upload), or the code of why it may not. */
export type DeviceCheck = { valid: true; companyId: string; slotId: string } | { valid: false; code: Refusal['code'] };

/**
 * What validate decides, without a lease or a heartbeat: the key opens a slot, this device holds it, and the
 * company's plan covers the slot. For calls such as a card upload that act for the device's company.
 */
export const checkDevice = async (deps: DeviceCheckDeps, key: string, fingerprint: string): Promise<DeviceCheck> => {
  const held = await heldSlot(deps, key, fingerprint);
  if ('answer' in held) return { valid: false, code: held.answer.code };
  const { slot } = held.standing;
  const plan = await planOf(deps, held.standing, deps.clock());
  if ('answer' in plan) return { valid: false, code: plan.answer.code };
  return { valid: true, companyId: slot.company_id, slotId: slot.id };
};
