import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { CompanyExportRow, NewCompanyExport } from '../../db/tables-company-exports';

type Db = Kysely<Database>;

/** Waiting for a builder, or left building by one whose lease ran out (a stopped process). */
const claimable = (now: string) => (eb: ExpressionBuilder<Database, 'company_exports'>) =>
  eb.or([
    eb('state', '=', 'queued'),
    eb.and([
      eb('state', '=', 'building'),
      eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)]),
    ]),
  ]);

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

/** The oldest export waiting for a builder, or one whose builder's lease has run out (a stopped process). */
export const findExportToBuild = (db: Db, now: string): Promise<CompanyExportRow | undefined> =>
  db
    .selectFrom('company_exports')
    .selectAll()
    .where(claimable(now))
    .orderBy('requested_at')
    .orderBy('id')
    .executeTakeFirst();

export interface Lease {
  owner: string;
  until: string;
}

/** Takes the export for this builder, from scratch; false when another process took it first. */
export const claimExport = async (db: Db, id: string, lease: Lease, now: string): Promise<boolean> => {
  const result = await db
    .updateTable('company_exports')
    .set({
      state: 'building',
      progress_done: 0,
      progress_total: 0,
      lease_owner: lease.owner,
      lease_expires_at: lease.until,
      updated_at: now,
    })
    .where('id', '=', id)
    .where(claimable(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Progress, which also renews the builder's lease. */
export const setProgress = async (
  db: Db,
  id: string,
  lease: Lease,
  progress: { done: number; total: number },
  now: string,
): Promise<void> => {
  await db
    .updateTable('company_exports')
    .set({
      progress_done: progress.done,
      progress_total: progress.total,
      lease_expires_at: lease.until,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('lease_owner', '=', lease.owner)
    .execute();
};

export interface ReadyExport {
  fileKey: string;
  sizeBytes: number;
  readyAt: string;
  expiresAt: string;
}

/** False when the row is gone (the company was erased meanwhile). */
export const markReady = async (db: Db, id: string, owner: string, ready: ReadyExport): Promise<boolean> => {
  const result = await db
    .updateTable('company_exports')
    .set({
      state: 'ready',
      file_key: ready.fileKey,
      size_bytes: ready.sizeBytes,
      ready_at: ready.readyAt,
      expires_at: ready.expiresAt,
      progress_done: (eb) => eb.ref('progress_total'),
      lease_owner: null,
      lease_expires_at: null,
      updated_at: ready.readyAt,
    })
    .where('id', '=', id)
    .where('state', '=', 'building')
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const markFailed = async (
  db: Db,
  id: string,
  owner: string,
  failure: { reason: string; expiresAt: string },
  at: string,
): Promise<void> => {
  await db
    .updateTable('company_exports')
    .set({
      state: 'failed',
      failure: failure.reason,
      expires_at: failure.expiresAt,
      lease_owner: null,
      lease_expires_at: null,
      updated_at: at,
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
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
