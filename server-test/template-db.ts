import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb } from '../server/db/create-db';
import { migrateToLatest } from '../server/db/migrate';

// Every server test file needs a migrated database of its own. Migrating each one took most of a small file's
// set-up (on PostgreSQL also CREATE DATABASE and every migration's DDL), so a run migrates one template per dialect
// in jest's global set-up and each file gets a copy: a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL.
// The names travel to the workers in the environment, which they inherit from the process that ran the set-up.
export const sqliteTemplateVariable = 'TEST_SQLITE_TEMPLATE';
export const postgresTemplateVariable = 'TEST_POSTGRES_TEMPLATE';

export const withPostgresAdmin = async <T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

export const postgresUrlFor = (adminUrl: string, database: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** A migrated SQLite file in a new temporary folder; returns the file and a function that removes the folder. */
export const createSqliteTemplate = async (): Promise<{ file: string; remove: () => void }> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dentiqo-sqlite-template-'));
  const file = path.join(dir, 'template.sqlite');
  // Closing the last connection checkpoints the WAL into the main file, so the file alone is the whole database.
  const handle = createDb(`sqlite:${file}`);
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.destroy();
  }
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

/** A migrated database on the server `adminUrl` names; no connection to it stays open, so it can be copied. */
export const createPostgresTemplate = async (
  adminUrl: string,
): Promise<{ name: string; remove: () => Promise<void> }> => {
  const name = `dentiqo_template_${randomBytes(6).toString('hex')}`;
  await withPostgresAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const handle = createDb(postgresUrlFor(adminUrl, name));
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.destroy();
  }
  return {
    name,
    remove: async () => {
      await withPostgresAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
};
