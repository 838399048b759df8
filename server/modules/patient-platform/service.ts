import type { PlatformLink } from '../../../contract/api/settings';
import { companyById, linkCompanyPlatform, requireCompany, unlinkCompanyPlatform } from '../companies/service';
import { type EventSource, recordSecurityEvent } from '../audit/record';
import type { SettingsDeps } from '../settings/deps';

/** What sending a patient record takes: the company's sealed token and the platform's address. */
export type PatientRecordDeps = Pick<SettingsDeps, 'db' | 'secretBox' | 'patientPlatformUrl'>;
/** What linking and unlinking take: the same, and the clock. */
export type PlatformDeps = PatientRecordDeps & Pick<SettingsDeps, 'clock'>;
import { type RecordOutcome, checkPlatformToken, createPlatformPatient } from './client';
import { PlatformRefusal } from './platform-refusal';

export const getPlatformLink = async (
  deps: Pick<SettingsDeps, 'db' | 'patientPlatformUrl'>,
  companyId: string,
): Promise<PlatformLink> => {
  const company = await requireCompany(deps.db, companyId);
  const linked = company.platform_token_encrypted !== null;
  return {
    configured: deps.patientPlatformUrl !== null,
    linked,
    linkedAt: linked ? company.platform_linked_at : null,
  };
};

/** Saves the token, sealed, only after the platform accepted it. */
export const linkPlatform = async (
  deps: PlatformDeps,
  companyId: string,
  token: string,
  source: EventSource,
): Promise<PlatformLink> => {
  if (!deps.patientPlatformUrl) throw new PlatformRefusal({ kind: 'not-configured' });
  const check = await checkPlatformToken(deps.patientPlatformUrl, token);
  if (check === 'rejected') throw new PlatformRefusal({ kind: 'token-rejected' });
  if (check === 'unavailable') throw new PlatformRefusal({ kind: 'platform-unavailable' });
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await linkCompanyPlatform({ ...deps, db: trx }, companyId, deps.secretBox.seal(token), at);
    await recordSecurityEvent(trx, { companyId, type: 'platform-linked', source, at });
  });
  return getPlatformLink(deps, companyId);
};

/** Deletes the token; unlinking an unlinked company is not an error (and not an event). */
export const unlinkPlatform = async (
  deps: Pick<SettingsDeps, 'db' | 'clock'>,
  companyId: string,
  source: EventSource,
): Promise<void> => {
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    if (await unlinkCompanyPlatform({ ...deps, db: trx }, companyId, at))
      await recordSecurityEvent(trx, { companyId, type: 'platform-unlinked', source, at });
  });
};

/** The stored token in clear, for calls to the platform (plan cards create patients with it). */
export const platformToken = async (deps: PatientRecordDeps, companyId: string): Promise<string | null> => {
  const company = await companyById(deps.db, companyId);
  return company?.platform_token_encrypted ? deps.secretBox.open(company.platform_token_encrypted) : null;
};

/**
 * Sends a patient record to the linked platform. `not-linked` when the company has no token (or the platform is
 * not configured), otherwise what the platform did; the caller decides what to record and answer.
 */
export const sendPatientRecord = async (
  deps: PatientRecordDeps,
  companyId: string,
  idempotencyKey: string,
  record: unknown,
): Promise<RecordOutcome | { ok: false; reason: 'not-linked' | 'not-configured' }> => {
  if (!deps.patientPlatformUrl) return { ok: false, reason: 'not-configured' };
  const token = await platformToken(deps, companyId);
  if (!token) return { ok: false, reason: 'not-linked' };
  return createPlatformPatient(deps.patientPlatformUrl, token, idempotencyKey, record);
};
