import type { PlatformLink } from '../../../contract/api/settings';
import { HttpProblem } from '../../plugins/problem';
import { companyById, linkCompanyPlatform, unlinkCompanyPlatform } from '../companies/service';
import { type EventSource, recordSecurityEvent } from '../audit/record';
import type { SettingsDeps } from '../settings/deps';

/** What sending a patient record takes: the company's sealed token and the platform's address. */
export type PatientRecordDeps = Pick<SettingsDeps, 'db' | 'secretBox' | 'patientPlatformUrl'>;
import { type RecordOutcome, checkPlatformToken, createPlatformPatient } from './client';

export const getPlatformLink = async (deps: SettingsDeps, companyId: string): Promise<PlatformLink> => {
  const company = await companyById(deps.db, companyId);
  if (!company) throw new HttpProblem(401, 'UNAUTHORIZED');
  const linked = company.platform_token_encrypted !== null;
  return {
    configured: deps.patientPlatformUrl !== null,
    linked,
    linkedAt: linked ? company.platform_linked_at : null,
  };
};

/** A lasting state of this server, not a failure: a 409 the SPA explains, never a 5xx. */
export const platformNotConfigured = () => new HttpProblem(409, 'PLATFORM_NOT_CONFIGURED');

/** Saves the token, sealed, only after the platform accepted it. */
export const linkPlatform = async (
  deps: SettingsDeps,
  companyId: string,
  token: string,
  source: EventSource,
): Promise<PlatformLink> => {
  if (!deps.patientPlatformUrl) throw platformNotConfigured();
  const check = await checkPlatformToken(deps.patientPlatformUrl, token);
  if (check === 'rejected') {
    throw new HttpProblem(400, 'PLATFORM_TOKEN_REJECTED', { errors: [{ field: 'body/token', reason: 'rejected' }] });
  }
  if (check === 'unavailable') throw new HttpProblem(503, 'PLATFORM_UNAVAILABLE');
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await linkCompanyPlatform({ ...deps, db: trx }, companyId, deps.secretBox.seal(token), at);
    await recordSecurityEvent(trx, { companyId, type: 'platform-linked', source, at });
  });
  return getPlatformLink(deps, companyId);
};

/** Deletes the token; unlinking an unlinked company is not an error (and not an event). */
export const unlinkPlatform = async (deps: SettingsDeps, companyId: string, source: EventSource): Promise<void> => {
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
