import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Finding } from './doctor-finding';

const entriesOf = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).sort() : []);

/**
 * Data exports whose ZIP is gone (the e-mailed link answers 404), and ZIPs or folders under DATA_DIR/exports that
 * no export names: left by an interrupted build or a restore of rows without their files.
 */
export const exportFindings = async (db: Kysely<Database>, dataDir: string): Promise<Finding[]> => {
  const findings: Finding[] = [];
  const exports = await db
    .selectFrom('company_exports')
    .select(['id', 'company_id', 'file_key'])
    .where('file_key', 'is not', null)
    .execute();
  const named = new Set(exports.map((row) => path.join(dataDir, row.file_key!)));
  for (const row of exports) {
    const file = path.join(dataDir, row.file_key!);
    if (existsSync(file)) continue;
    findings.push({
      check: 'files',
      problem: `${file} is missing (the data export ${row.id} of company ${row.company_id})`,
      fix: 'the clinic can prepare a new export in Settings; housekeeping deletes this one when it expires',
    });
  }
  const root = path.join(dataDir, 'exports');
  for (const folder of entriesOf(root)) {
    const full = path.join(root, folder);
    const files = statSync(full).isDirectory() ? entriesOf(full).map((name) => path.join(full, name)) : [full];
    for (const file of files) {
      if (named.has(file)) continue;
      findings.push({
        check: 'files',
        problem: `${file}: no export points to it`,
        fix: 'delete it unless a build is running right now (a build names its ZIP once the file is whole)',
      });
    }
  }
  return findings;
};
