import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportExpiryDays } from '../../../contract/rules/company-export';
import { addMs, iso } from '../../clock';
import type { CompanyExportRow } from '../../db/tables-company-exports';
import { requireCompany } from '../companies/service';
import { announceQueuedMail } from '../mail/service';
import { queueExportReadyMail } from './export-mail';
import { claimExport, markFailed, markReady, setProgress } from './repository';
import { type SectionDeps, exportEntries } from './sections';
import { type ExportDeps, downloadUrlOf, exportsFolder } from './service';
import { BuildInterrupted, writeZip } from './zip-writer';

const expiryMs = exportExpiryDays * 24 * 60 * 60 * 1000;

/**
 * Writes the company's whole export as a ZIP at `filePath`, the same for the background build and the operator's
 * command; reports the files written of the total. Returns the ZIP's size.
 */
export const buildCompanyZip = async (
  deps: SectionDeps,
  companyId: string,
  filePath: string,
  now: Date,
  onProgress: (done: number, total: number) => Promise<void> = async () => undefined,
  shouldStop?: () => boolean,
): Promise<number> => {
  const entries = await exportEntries(deps, companyId, now);
  await onProgress(0, entries.length);
  return writeZip(entries, filePath, now, (done) => onProgress(done, entries.length), shouldStop);
};

/** A temporary folder for one ZIP, removed with whatever is in it when `work` ends. */
export const withTempZip = async <T>(work: (filePath: string) => Promise<T>): Promise<T> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'dentiqo-export-'));
  try {
    return await work(path.join(dir, 'export.zip'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

type BuildLog = { error: (object: object, message: string) => void };

/** How long a builder holds an export without a sign of life (each file written renews it). */
export const buildLeaseMs = 5 * 60 * 1000;

/**
 * Builds one queued (or abandoned) export from scratch if this builder can claim it: the ZIP into a temporary file,
 * then into the file store, then the row turns ready and the e-mail with the link is queued, in one transaction. A
 * failure marks it failed and leaves no file; a stop between two files leaves it building, and once the lease has
 * run out another process (or this one after a restart) builds it again.
 */
export const buildExport = async (
  deps: ExportDeps,
  row: CompanyExportRow,
  owner: string,
  shouldStop: () => boolean,
  log: BuildLog,
): Promise<void> => {
  const lease = () => ({ owner, until: iso(addMs(deps.clock(), buildLeaseMs)) });
  if (!(await claimExport(deps.db, row.id, lease(), iso(deps.clock())))) return;
  const key = `${exportsFolder(row.company_id)}/${row.id}.zip`;
  try {
    await withTempZip(async (filePath) => {
      const size = await buildCompanyZip(
        deps,
        row.company_id,
        filePath,
        deps.clock(),
        (done, total) => setProgress(deps.db, row.id, lease(), { done, total }, iso(deps.clock())),
        shouldStop,
      );
      const length = (await stat(filePath)).size;
      await deps.files.put(key, { stream: createReadStream(filePath), length }, 'application/zip');
      await finish(deps, row, owner, key, size);
    });
  } catch (error) {
    if (error instanceof BuildInterrupted) return;
    await deps.files.delete(key).catch(() => undefined);
    log.error({ err: error, exportId: row.id }, 'export build failed');
    const now = deps.clock();
    const failure = { reason: (error as Error).message.slice(0, 500), expiresAt: iso(addMs(now, expiryMs)) };
    await markFailed(deps.db, row.id, owner, failure, iso(now));
  }
};

const finish = async (
  deps: ExportDeps,
  row: CompanyExportRow,
  owner: string,
  key: string,
  size: number,
): Promise<void> => {
  const now = deps.clock();
  const expiresAt = addMs(now, expiryMs);
  const company = await requireCompany(deps.db, row.company_id);
  const queued = await deps.db.transaction().execute(async (trx) => {
    const ready = { fileKey: key, sizeBytes: size, readyAt: iso(now), expiresAt: iso(expiresAt) };
    if (!(await markReady(trx, row.id, owner, ready))) return null;
    const link = downloadUrlOf(deps, { ...row, expires_at: ready.expiresAt });
    return queueExportReadyMail(trx, deps.mail, company, link, expiresAt, now);
  });
  // The company was erased (or another builder took over) meanwhile: this file is nobody's.
  if (!queued) await deps.files.delete(key);
  else announceQueuedMail(deps.mail, [queued]);
};
