import type { PlatformLink } from '../../../contract/api/settings';
import { iso } from '../../clock';
import { HttpProblem } from '../../plugins/problem';
import { companyById } from '../companies/service';
import type { SettingsDeps } from '../settings/deps';
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

/** Saves the token, sealed, only after the platform accepted it. */
export const linkPlatform = async (deps: SettingsDeps, companyId: string, token: string): Promise<PlatformLink> => {
  if (!deps.patientPlatformUrl) throw new HttpProblem(503, 'PLATFORM_UNAVAILABLE', { detail: 'not configured' });
  const check = await checkPlatformToken(deps.patientPlatformUrl, token);
  if (check === 'rejected') {
    throw new HttpProblem(400, 'PLATFORM_TOKEN_REJECTED', { errors: [{ field: 'body/token', reason: 'rejected' }] });
  }
  if (check === 'unavailable') throw new HttpProblem(503, 'PLATFORM_UNAVAILABLE');
  const now = iso(deps.clock());
  await deps.db
    .updateTable('companies')
    .set({ platform_token_encrypted: deps.secretBox.seal(token), platform_linked_at: now, updated_at: now })
    .where('id', '=', companyId)
    .execute();
  return getPlatformLink(deps, companyId);
};

/** Deletes the token; unlinking an unlinked company is not an error. */
export const unlinkPlatform = async (deps: SettingsDeps, companyId: string): Promise<void> => {
  await deps.db
    .updateTable('companies')
    .set({ platform_token_encrypted: null, platform_linked_at: null, updated_at: iso(deps.clock()) })
    .where('id', '=', companyId)
    .execute();
};

/** The stored token in clear, for calls to the platform (plan cards create patients with it). */
export const platformToken = async (deps: SettingsDeps, companyId: string): Promise<string | null> => {
  const company = await companyById(deps.db, companyId);
  return company?.platform_token_encrypted ? deps.secretBox.open(company.platform_token_encrypted) : null;
};

/**
 * Sends a patient record to the linked platform. `not-linked` when the company has no token (or the platform is
 * not configured), otherwise what the platform did; the caller decides what to record and answer.
 */
export const sendPatientRecord = async (
  deps: SettingsDeps,
  companyId: string,
  idempotencyKey: string,
  record: unknown,
): Promise<RecordOutcome | { ok: false; reason: 'not-linked' | 'not-configured' }> => {
  if (!deps.patientPlatformUrl) return { ok: false, reason: 'not-configured' };
  const token = await platformToken(deps, companyId);
  if (!token) return { ok: false, reason: 'not-linked' };
  return createPlatformPatient(deps.patientPlatformUrl, token, idempotencyKey, record);
};
