import type { LicenseAnswer, LicenseCode } from '../../../contract/api/desktop-app';
import { parseActivationKey } from '../../../contract/rules/activation-key';
import { iso } from '../../clock';
import type { DeviceSlot } from '../../db/tables';
import { HttpProblem } from '../../plugins/problem';
import { companyById } from '../companies/service';
import type { LicensingDeps } from './deps';
import { type Entitlement, entitlementOf } from './entitlement';
import { fingerprintHash } from './lease';
import { ensureLicense, findSlotByLookup, isRetiredKey } from './repository';

export type Refusal = LicenseAnswer & { valid: false; code: Exclude<LicenseCode, 'VALID'> };

export const refused = (code: Exclude<LicenseCode, 'VALID'>): Refusal => ({ valid: false, code });

/** A key that fails its check character is a typo: refused as bad input before any database lookup. */
const canonicalKey = (key: string): string => {
  const canonical = parseActivationKey(key);
  if (!canonical) {
    throw new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field: 'body/key', reason: 'format' }] });
  }
  return canonical;
};

export type SlotLookup = { slot: DeviceSlot } | { answer: Refusal };

/** The slot a key opens, or the answer for a key that opens none (replaced by a reload, or never issued). */
export const findKey = async (deps: LicensingDeps, key: string): Promise<SlotLookup> => {
  const lookup = deps.vault.lookup(canonicalKey(key));
  const slot = await findSlotByLookup(deps.db, lookup);
  if (slot) return { slot };
  return { answer: refused((await isRetiredKey(deps.db, lookup)) ? 'KEY_REVOKED' : 'UNKNOWN_KEY') };
};

/** The slot this device holds through the key, or why it holds none. */
export const heldSlot = async (deps: LicensingDeps, key: string, fingerprint: string): Promise<SlotLookup> => {
  const found = await findKey(deps, key);
  if ('answer' in found) return found;
  if (!found.slot.fingerprint_hash) return { answer: refused('NOT_ACTIVATED') };
  if (found.slot.fingerprint_hash !== fingerprintHash(fingerprint)) return { answer: refused('DEVICE_MISMATCH') };
  return found;
};

/** The company's plan as it stands for this slot, or why it does not cover it. */
export type PlanCheck = { answer: Refusal } | { entitlement: Entitlement };

export const planFor = async (deps: LicensingDeps, slot: DeviceSlot, now: Date): Promise<PlanCheck> => {
  const company = await companyById(deps.db, slot.company_id);
  if (!company?.email_confirmed_at) return { answer: refused('EMAIL_NOT_CONFIRMED') };
  const license = await ensureLicense(deps.db, slot.company_id, iso(now));
  const entitlement = entitlementOf(license, now);
  if (!entitlement.active || slot.slot > entitlement.devices) return { answer: refused('EXPIRED') };
  return { entitlement };
};
