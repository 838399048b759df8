import { type Kysely, Migrator } from 'kysely';
import { migrations } from '../server/db/migration-list';
import type { Database } from '../server/db/tables';
import { type TestDb, createTestDb } from './test-db';

const migratorOf = (db: Kysely<Database>): Migrator =>
  new Migrator({ db, provider: { getMigrations: async () => ({ ...migrations }) } });

/**
 * For a migration's test: a database migrated up to `before` (the migration that precedes the one under test) for
 * the describe block, and a migrator over every migration to go on from there.
 */
export const useDatabaseMigratedTo = (before: string) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false });
    const { error } = await migratorOf(testDb.db).migrateTo(before);
    if (error) throw error;
  });
  afterAll(async () => {
    await testDb.destroy();
  });
  return { db: () => testDb.db, migrator: () => migratorOf(testDb.db) };
};

/** A confirmed company as the tables held it before later migrations added their columns. */
export const companyBeforeMigration = (id: string, now: string) => ({
  id,
  name: 'Smile Clinic',
  email: 'm@example.com',
  email_normalized: 'm@example.com',
  password_hash: 'argon2id-hash',
  language: 'uk' as const,
  email_confirmed_at: now,
  created_at: now,
  updated_at: now,
});
