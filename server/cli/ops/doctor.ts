import { type OpsCommand, flag, jsonOption, positionals } from './command';
import { closureFindings } from './doctor-closures';
import { databaseFindings } from './doctor-database';
import type { Finding } from './doctor-finding';
import { exportFindings } from './doctor-exports';
import { fileFindings } from './doctor-files';
import { checkedStore } from './doctor-store';
import { mailFindings } from './doctor-mail';
import { printJson } from './output';

export const doctor: OpsCommand = {
  name: 'doctor',
  args: '[--json]',
  summary:
    'Checks the database (SQLite integrity and foreign keys, PostgreSQL catalogue), pending migrations, outbox mail\n' +
    'that failed or is overdue, files in the file store (DATA_DIR or the S3 bucket) that rows miss or no row names,\n' +
    'and company closures left half done. Exits 1 when anything is wrong, with what to do for each finding. Changes\n' +
    'nothing.',
  options: { ...jsonOption },
  run: async ({ io, config, db }, args) => {
    positionals(args);
    const handle = await db('as-is');
    const findings: Finding[] = await databaseFindings(handle);
    // The other checks read tables that must be there and up to date first.
    const schemaBroken = findings.some(
      (finding) => finding.check === 'migrations' || finding.problem.startsWith('table '),
    );
    // Opened by the first check that needs it: a store that cannot be opened is that check's finding.
    let store: ReturnType<typeof checkedStore> | undefined;
    const storeOf = () => (store ??= checkedStore(config()));
    const later = [
      ['mail', () => mailFindings(handle.db, io.now(), config().mail.maxAttempts)],
      ['files', async () => fileFindings(handle.db, await storeOf())],
      ['files', async () => exportFindings(handle.db, await storeOf())],
      ['closures', () => closureFindings(handle.db, io.now())],
    ] as const;
    for (const [check, run] of later) {
      if (schemaBroken) {
        findings.push({ check, problem: 'not checked: the database is not complete', fix: 'fix that first' });
        continue;
      }
      try {
        findings.push(...(await run()));
      } catch (error) {
        findings.push({ check, problem: `could not be checked: ${(error as Error).message}`, fix: 'fix that first' });
      }
    }
    if (flag(args, 'json')) printJson(io, { ok: findings.length === 0, findings });
    else if (findings.length === 0) io.out('No problems found.');
    else {
      for (const finding of findings) io.out(`[${finding.check}] ${finding.problem}\n    → ${finding.fix}`);
      io.out(`${findings.length} problem(s) found.`);
    }
    return findings.length === 0 ? 0 : 1;
  },
};
