import type { Kysely } from 'kysely';
import type { CompanyExport } from '../../../contract/api/company-export';
import { asciiExportFileName, exportFileName } from '../../../contract/rules/company-export';
import { type Clock, iso } from '../../clock';
import { newId } from '../../db/ids';
import type { Database } from '../../db/tables';
import type { CompanyExportRow } from '../../db/tables-company-exports';
import { isUniqueViolation } from '../../db/unique-violation';
import type { FileStore, StoredRead } from '../../storage/file-store';
import { erasureBegun } from '../closure/closing';
import { requireCompany } from '../companies/service';
import type { MailDeps } from '../mail/service';
import { ExportRefusal } from './export-refusal';
import {
  deleteCompanyExports,
  deleteExport,
  findActiveExport,
  findExpiredExports,
  findExport,
  findLatestExport,
  insertExport,
} from './repository';
import type { SectionDeps } from './sections';
import { exportIdOf, exportToken, tokenMatches } from './token';

/** What the export routes and builder take. */
export interface ExportDeps extends SectionDeps {
  clock: Clock;
  mail: MailDeps;
  /** Signs the download links (derived from the server's secrets). */
  linkKey: Buffer;
  publicUrl: string;
}

/** The folder of a company's exports in the file store. */
export const exportsFolder = (companyId: string): string => `exports/${companyId}`;

const isLive = (row: CompanyExportRow, now: Date): boolean =>
  row.expires_at === null || Date.parse(row.expires_at) > now.getTime();

export const downloadUrlOf = (deps: Pick<ExportDeps, 'linkKey' | 'publicUrl'>, row: CompanyExportRow): string =>
  new URL(`/api/exports/${exportToken(deps.linkKey, row)}`, deps.publicUrl).toString();

export const toCompanyExport = (
  deps: Pick<ExportDeps, 'linkKey' | 'publicUrl'>,
  row: CompanyExportRow,
): CompanyExport => ({
  id: row.id,
  state: row.state,
  requestedAt: row.requested_at,
  progress: { done: row.progress_done, total: row.progress_total },
  readyAt: row.ready_at,
  expiresAt: row.expires_at,
  sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
  downloadUrl: row.state === 'ready' ? downloadUrlOf(deps, row) : null,
});

/**
 * Queues an export of the company. One at a time: a second request while one is queued or building is refused with
 * the current one; the database's partial unique index settles two requests racing. Allowed while a closure is
 * pending (a clinic may want its data before it goes), refused once the erasure has begun.
 */
export const requestExport = async (deps: ExportDeps, companyId: string): Promise<CompanyExport> => {
  if (await erasureBegun(deps.db, companyId)) throw new ExportRefusal({ kind: 'erasing' });
  const refuseInProgress = async (): Promise<void> => {
    const active = await findActiveExport(deps.db, companyId);
    if (active) throw new ExportRefusal({ kind: 'in-progress', current: toCompanyExport(deps, active) });
  };
  await refuseInProgress();
  const now = deps.clock();
  const row: CompanyExportRow = {
    id: newId(now.getTime()),
    company_id: companyId,
    state: 'queued',
    progress_done: 0,
    progress_total: 0,
    file_key: null,
    size_bytes: null,
    failure: null,
    lease_owner: null,
    lease_expires_at: null,
    requested_at: iso(now),
    ready_at: null,
    expires_at: null,
    updated_at: iso(now),
  };
  try {
    await insertExport(deps.db, row);
  } catch (error) {
    if (!isUniqueViolation(error, 'company_exports', 'company_id')) throw error;
    await refuseInProgress();
    throw error;
  }
  return toCompanyExport(deps, row);
};

/** The company's latest export; null when there is none or it has expired (even before housekeeping deletes it). */
export const latestExport = async (deps: ExportDeps, companyId: string): Promise<CompanyExport | null> => {
  const row = await findLatestExport(deps.db, companyId);
  return row && isLive(row, deps.clock()) ? toCompanyExport(deps, row) : null;
};

export interface ExportDownload {
  file: StoredRead;
  fileName: string;
  /** The name in ASCII, for clients that read only `filename`. */
  asciiFileName: string;
}

/** The ZIP a signed link names, while its export is ready and not expired; anything else is an unknown link. */
export const openDownload = async (deps: ExportDeps, token: string): Promise<ExportDownload> => {
  const unknown = new ExportRefusal({ kind: 'link-unknown' });
  const id = exportIdOf(token);
  const row = id === null ? undefined : await findExport(deps.db, id);
  const now = deps.clock();
  if (!row || row.state !== 'ready' || row.file_key === null || !isLive(row, now)) throw unknown;
  if (!tokenMatches(deps.linkKey, token, row)) throw unknown;
  const file = await deps.files.read(row.file_key);
  if (!file) throw unknown;
  const company = await requireCompany(deps.db, row.company_id);
  const at = new Date(row.ready_at ?? row.requested_at);
  return { file, fileName: exportFileName(company.name, at), asciiFileName: asciiExportFileName(company.name, at) };
};

/** Housekeeping: deletes the files and rows of exports whose time is up; returns how many. */
export const purgeExpiredExports = async (
  deps: { db: Kysely<Database>; files: FileStore },
  now: Date,
): Promise<number> => {
  const expired = await findExpiredExports(deps.db, iso(now));
  for (const row of expired) {
    if (row.file_key) await deps.files.delete(row.file_key);
    await deleteExport(deps.db, row.id);
  }
  return expired.length;
};

/** The closure's erasure: deletes the company's exports inside its transaction; returns the folder to remove. */
export const eraseCompanyExports = async (db: Kysely<Database>, companyId: string): Promise<string[]> => {
  await deleteCompanyExports(db, companyId);
  return [`${exportsFolder(companyId)}/`];
};
