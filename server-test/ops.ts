import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { runOps } from '../server/cli/ops/run-ops';
import { databaseTables } from '../server/db/table-names';
import type { Database } from '../server/db/tables';
import { seedNow } from './ops-seed';

export interface OpsResult {
  code: number;
  out: string;
  err: string;
}

export type RunOps = (argv: string[], extra?: { env?: NodeJS.ProcessEnv; postgresRoot?: string }) => Promise<OpsResult>;

/** Runs operator commands the way `npm run ops` does, against `databaseUrl`, with their output collected. */
export const opsAgainst =
  (databaseUrl: string, dataDir: string): RunOps =>
  async (argv, extra = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOps(argv, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...extra.env },
      now: () => seedNow,
      ...(extra.postgresRoot === undefined ? {} : { postgresRoot: extra.postgresRoot }),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

export const tempDir = (prefix: string): { dir: string; remove: () => void } => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

/** Every row of every table of `Database` and of the migration log, each table's rows in a stable order. */
export const contentsOf = async (db: Kysely<Database>): Promise<Record<string, string[]>> => {
  const contents: Record<string, string[]> = {};
  for (const table of [...databaseTables, 'kysely_migration']) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    contents[table] = rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
  }
  return contents;
};
