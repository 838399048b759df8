import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type CreateDbOptions, type DbHandle, type Dialect, createDb } from '../server/db/create-db';
import { migrateToLatest } from '../server/db/migrate';
import { postgresTemplateVariable, postgresUrlFor, sqliteTemplateVariable, withPostgresAdmin } from './template-db';

export interface TestDb extends DbHandle {
  /** The URL createDb was given, for code under test that opens its own connection. */
  databaseUrl: string;
}

const dialectVariable = 'TEST_DB_DIALECT';

/** Which dialect this jest project runs on (set by use-sqlite.ts / use-postgres.ts). */
export const testDialect = (): Dialect => {
  const dialect = process.env[dialectVariable];
  if (dialect === 'sqlite' || dialect === 'postgres') return dialect;
  throw new Error(
    'This test file uses a database, but its jest project has none: database suites are named *.test.ts and run ' +
      'in the server-sqlite and server-postgres projects; *.unit.test.ts files run once, without a database.',
  );
};

const adminUrl = (): string => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'TEST_DATABASE_URL is not set: run the PostgreSQL tests through jest (`npm run test:server`), whose global ' +
        'setup starts a throwaway cluster, or set it to a server where the user may CREATE DATABASE.',
    );
  }
  return url;
};

const createSqlite = (template: string | undefined, options: CreateDbOptions): TestDb => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dentiqo-sqlite-'));
  const file = path.join(dir, 'test.sqlite');
  if (template) copyFileSync(template, file);
  const databaseUrl = `sqlite:${file}`;
  const handle = createDb(databaseUrl, options);
  return {
    ...handle,
    databaseUrl,
    destroy: async () => {
      await handle.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const createPostgres = async (template: string | undefined, options: CreateDbOptions): Promise<TestDb> => {
  const name = `dentiqo_test_${randomBytes(6).toString('hex')}`;
  await withPostgresAdmin(adminUrl(), (client) =>
    client.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  const databaseUrl = postgresUrlFor(adminUrl(), name);
  const handle = createDb(databaseUrl, options);
  return {
    ...handle,
    databaseUrl,
    destroy: async () => {
      await handle.destroy();
      await withPostgresAdmin(adminUrl(), (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
};

/**
 * A database of its own for one test file, migrated unless asked not to: a copy of the run's migrated template when
 * the global set-up made one, else migrated here. `destroy()` removes it. `onQuery` hears every statement it runs.
 */
export const createTestDb = async ({
  migrate = true,
  onQuery,
}: { migrate?: boolean; onQuery?: CreateDbOptions['onQuery'] } = {}): Promise<TestDb> => {
  const dialect = testDialect();
  const template = migrate
    ? process.env[dialect === 'postgres' ? postgresTemplateVariable : sqliteTemplateVariable]
    : undefined;
  const options = onQuery ? { onQuery } : {};
  const testDb = dialect === 'postgres' ? await createPostgres(template, options) : createSqlite(template, options);
  try {
    if (migrate && !template) await migrateToLatest(testDb.db);
    // Connects now, as start-up's migrations do for the server: Kysely's destroy() is a no-op on a database never
    // queried, so a test that destroys it to take the database away would otherwise get a fresh connection.
    else await sql`select 1`.execute(testDb.db);
  } catch (error) {
    await testDb.destroy();
    throw error;
  }
  return testDb;
};
