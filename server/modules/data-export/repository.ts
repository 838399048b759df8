import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { CompanyExportRow, NewCompanyExport } from '../../db/tables-company-exports';

type Db = Kysely<Database>;

export const insertExport = async (db: Db, row: NewCompanyExport): Promise<void> => {
  await db.insertInto('company_exports').values(row).execute();
};

export const findExport = (db: Db, id: string): Promise<CompanyExportRow | undefined> =>
  db.selectFrom('company_exports').selectAll().where('id', '=', id).executeTakeFirst();

/** The company's most recent export (ids sort by time). */
export const findLatestExport = (db: Db, companyId: string): Promise<CompanyExportRow | undefined> =>
  db
    .selectFrom('company_exports')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

export const findActiveExport = (db: Db, companyId: string): Promise<CompanyExportRow | undefined> =>
  db
    .selectFrom('company_exports')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('state', 'in', ['queued', 'building'])
    .executeTakeFirst();

/** The oldest export waiting for the builder or left half built by a stopped process. */
export const findExportToBuild = (db: Db): Promise<CompanyExportRow | undefined> =>
  db
    .selectFrom('company_exports')
    .selectAll()
    .where('state', 'in', ['queued', 'building'])
    .orderBy('requested_at')
    .orderBy('id')
    .executeTakeFirst();

export const startBuilding = async (db: Db, id: string, total: number, at: string): Promise<void> => {
  await db
    .updateTable('company_exports')
    .set({ state: 'building', progress_done: 0, progress_total: total, updated_at: at })
    .where('id', '=', id)
    .execute();
};

export const setProgress = async (db: Db, id: string, done: number, at: string): Promise<void> => {
  await db.updateTable('company_exports').set({ progress_done: done, updated_at: at }).where('id', '=', id).execute();
};

export interface ReadyExport {
  fileKey: string;
  sizeBytes: number;
  readyAt: string;
  expiresAt: string;
}

/** False when the row is gone (the company was erased meanwhile). */
export const markReady = async (db: Db, id: string, ready: ReadyExport): Promise<boolean> => {
  const result = await db
    .updateTable('company_exports')
    .set({
      state: 'ready',
      file_key: ready.fileKey,
      size_bytes: ready.sizeBytes,
      ready_at: ready.readyAt,
      expires_at: ready.expiresAt,
      progress_done: (eb) => eb.ref('progress_total'),
      updated_at: ready.readyAt,
    })
    .where('id', '=', id)
    .where('state', '=', 'building')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const markFailed = async (db: Db, id: string, failure: string, expiresAt: string, at: string): Promise<void> => {
  await db
    .updateTable('company_exports')
    .set({ state: 'failed', failure, expires_at: expiresAt, updated_at: at })
    .where('id', '=', id)
    .execute();
};

/** Finished exports (ready or failed) whose time is up. */
export const findExpiredExports = (db: Db, now: string): Promise<CompanyExportRow[]> =>
  db
    .selectFrom('company_exports')
    .selectAll()
    .where('state', 'in', ['ready', 'failed'])
    .where('expires_at', '<=', now)
    .execute();

export const deleteExport = async (db: Db, id: string): Promise<void> => {
  await db.deleteFrom('company_exports').where('id', '=', id).execute();
};

export const deleteCompanyExports = async (db: Db, companyId: string): Promise<number> => {
  const result = await db.deleteFrom('company_exports').where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numDeletedRows);
};
