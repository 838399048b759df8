import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { CheckedStore } from './doctor-files';
import type { Finding } from './doctor-finding';

/**
 * Data exports whose ZIP is gone (the e-mailed link answers 404), and files under `exports/` in the store that no
 * export names: left by an interrupted build or a restore of rows without their files.
 */
export const exportFindings = async (db: Kysely<Database>, store: CheckedStore): Promise<Finding[]> => {
  const findings: Finding[] = [];
  const exports = await db
    .selectFrom('company_exports')
    .select(['id', 'company_id', 'file_key'])
    .where('file_key', 'is not', null)
    .execute();
  const named = new Set(exports.map((row) => row.file_key!));
  for (const row of exports) {
    if (await store.files.exists(row.file_key!)) continue;
    findings.push({
      check: 'files',
      problem: `${store.name(row.file_key!)} is missing (the data export ${row.id} of company ${row.company_id})`,
      fix: 'the clinic can prepare a new export in Settings; housekeeping deletes this one when it expires',
    });
  }
  for (const key of (await store.files.list('exports')).sort()) {
    if (named.has(key)) continue;
    findings.push({
      check: 'files',
      problem: `${store.name(key)}: no export points to it`,
      fix: 'delete it unless a build is running right now (a build names its ZIP once the file is whole)',
    });
  }
  return findings;
};
