import type { LicenseAnswer, LicenseCode } from '../../../contract/api/desktop-app';
import { parseActivationKey } from '../../../contract/rules/activation-key';
import { type Period, coveredUntil } from '../../../contract/rules/periods';
import { iso } from '../../clock';
import type { CompanyLicense, DeviceSlot } from '../../db/tables';
import { pendingClosureOf } from '../closure/closing';
import { companyById } from '../companies/service';
import { companyPeriods } from '../subscriptions/service';
import type { DeviceCheckDeps } from './deps';
import { type Entitlement, entitlementOf } from './entitlement';
import { fingerprintHash } from './lease';
import { type SlotStanding, findSlotByLookup, findSlotStanding, isRetiredKey } from './repository';
import { ensureLicense } from './repository-licenses';
import { LicenseRefusal } from './license-refusal';

export type Refusal = LicenseAnswer & { valid: false; code: Exclude<LicenseCode, 'VALID'> };

export const refused = (code: Exclude<LicenseCode, 'VALID'>): Refusal => ({ valid: false, code });

/** A key that fails its check character is a typo: refused as bad input before any database lookup. */
const canonicalKey = (key: string): string => {
  const canonical = parseActivationKey(key);
  if (!canonical) throw new LicenseRefusal({ kind: 'key-malformed' });
  return canonical;
};

export type SlotLookup = { slot: DeviceSlot } | { answer: Refusal };

const unknownKey = async (deps: DeviceCheckDeps, lookup: string): Promise<{ answer: Refusal }> => ({
  answer: refused((await isRetiredKey(deps.db, lookup)) ? 'KEY_REVOKED' : 'UNKNOWN_KEY'),
});

/** The slot a key opens, or the answer for a key that opens none (replaced by a reload, or never issued). */
export const findKey = async (deps: DeviceCheckDeps, key: string): Promise<SlotLookup> => {
  const lookup = deps.vault.lookup(canonicalKey(key));
  const slot = await findSlotByLookup(deps.db, lookup);
  return slot ? { slot } : unknownKey(deps, lookup);
};

export type StandingLookup = { standing: SlotStanding } | { answer: Refusal };

/**
 * The slot this device holds through the key, with its company's standing read in the same query, or why it holds
 * none.
 */
export const heldSlot = async (deps: DeviceCheckDeps, key: string, fingerprint: string): Promise<StandingLookup> => {
  const lookup = deps.vault.lookup(canonicalKey(key));
  const standing = await findSlotStanding(deps.db, lookup);
  if (!standing) return unknownKey(deps, lookup);
  if (!standing.slot.fingerprint_hash) return { answer: refused('NOT_ACTIVATED') };
  if (standing.slot.fingerprint_hash !== fingerprintHash(fingerprint)) return { answer: refused('DEVICE_MISMATCH') };
  return { standing };
};

/** The company's plan as it stands for this slot, or why it does not cover it. */
export type PlanCheck = { answer: Refusal } | { entitlement: Entitlement };

const planCheck = (slot: DeviceSlot, license: CompanyLicense, periods: readonly Period[], now: Date): PlanCheck => {
  const entitlement = entitlementOf(license, periods, now);
  if (!entitlement.active) return { answer: refused('EXPIRED') };
  // The company runs, but on fewer devices than this slot's number (a renewal at fewer devices has started).
  if (slot.slot > entitlement.devices) return { answer: refused('NOT_COVERED') };
  // The lease of a slot that a later, smaller period leaves out ends where that period starts.
  const expiresAt = entitlement.plan === 'subscription' ? coveredUntil(periods, now, slot.slot) : entitlement.expiresAt;
  return { entitlement: { ...entitlement, expiresAt } };
};

export const planFor = async (deps: DeviceCheckDeps, slot: DeviceSlot, now: Date): Promise<PlanCheck> => {
  const company = await companyById(deps.db, slot.company_id);
  if (!company?.email_confirmed_at) return { answer: refused('EMAIL_NOT_CONFIRMED') };
  if (await pendingClosureOf(deps.db, slot.company_id)) return { answer: refused('COMPANY_CLOSING') };
  const license = await ensureLicense(deps.db, slot.company_id, iso(now));
  return planCheck(slot, license, await companyPeriods(deps.db, slot.company_id), now);
};

/** planFor from a standing already read; the license row is created only if the company has none yet. */
export const planOf = async (deps: DeviceCheckDeps, standing: SlotStanding, now: Date): Promise<PlanCheck> => {
  const { slot } = standing;
  if (!standing.emailConfirmed) return { answer: refused('EMAIL_NOT_CONFIRMED') };
  if (standing.closing) return { answer: refused('COMPANY_CLOSING') };
  const license = standing.license ?? (await ensureLicense(deps.db, slot.company_id, iso(now)));
  return planCheck(slot, license, standing.periods, now);
};
