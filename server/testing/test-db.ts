import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DbHandle, type Dialect, createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';

export interface TestDb extends DbHandle {
  /** The URL createDb was given, for code under test that opens its own connection. */
  databaseUrl: string;
}

/** Which dialect this jest project runs on (set by use-sqlite.ts / use-postgres.ts). */
export const testDialect = (): Dialect => (process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'sqlite');

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

const withAdmin = async (run: (client: pg.Client) => Promise<unknown>): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};

const createSqlite = (): TestDb => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dentiqo-sqlite-'));
  const databaseUrl = `sqlite:${path.join(dir, 'test.sqlite')}`;
  const handle = createDb(databaseUrl);
  return {
    ...handle,
    databaseUrl,
    destroy: async () => {
      await handle.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const createPostgres = async (): Promise<TestDb> => {
  const name = `dentiqo_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = createDb(databaseUrl);
  return {
    ...handle,
    databaseUrl,
    destroy: async () => {
      await handle.destroy();
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
};

/** A fresh, empty database for one test file (migrated unless asked not to); `destroy()` removes it. */
export const createTestDb = async ({ migrate = true }: { migrate?: boolean } = {}): Promise<TestDb> => {
  const testDb = testDialect() === 'postgres' ? await createPostgres() : createSqlite();
  if (migrate) {
    try {
      await migrateToLatest(testDb.db);
    } catch (error) {
      await testDb.destroy();
      throw error;
    }
  }
  return testDb;
};
