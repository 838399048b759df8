import type { Generated, Insertable, Selectable } from 'kysely';
import type { CompanyExportState } from '../../contract/rules/company-export';

/** A company's data export and its ZIP in the file store; deleted once it expires. */
export interface CompanyExportsTable {
  id: string;
  company_id: string;
  state: Exclude<CompanyExportState, 'expired'>;
  /** Files and sections written so far, of `progress_total`. */
  progress_done: Generated<number>;
  progress_total: Generated<number>;
  /** The file-store key of the ZIP; null until it is ready. */
  file_key: string | null;
  size_bytes: number | string | null;
  /** Why a build failed (for the operator's logs and doctor); null otherwise. */
  failure: string | null;
  /** The builder holding it while building, and until when; another process takes it over once that has passed. */
  lease_owner: string | null;
  lease_expires_at: string | null;
  requested_at: string;
  ready_at: string | null;
  expires_at: string | null;
  updated_at: string;
}

export type CompanyExportRow = Selectable<CompanyExportsTable>;
export type NewCompanyExport = Insertable<CompanyExportsTable>;
