import { type Kysely, type MigrationResult, Migrator } from 'kysely';
import { migrations } from './migration-list';

const migratorFor = <DB>(db: Kysely<DB>): Migrator =>
  new Migrator({ db, provider: { getMigrations: async () => ({ ...migrations }) } });

export class MigrationError extends Error {
  readonly results: readonly MigrationResult[];

  constructor(cause: unknown, results: readonly MigrationResult[]) {
    const failed = results.find((result) => result.status === 'Error');
    super(`Migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${(cause as Error)?.message ?? cause}`, {
      cause,
    });
    this.name = 'MigrationError';
    this.results = results;
  }
}

/** Applies every pending migration; returns the names applied now (empty when already up to date). */
export const migrateToLatest = async <DB>(db: Kysely<DB>): Promise<string[]> => {
  const { error, results = [] } = await migratorFor(db).migrateToLatest();
  if (error) throw new MigrationError(error, results);
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
};

/** Names of the migrations not yet applied to this database. */
export const pendingMigrations = async <DB>(db: Kysely<DB>): Promise<string[]> => {
  const infos = await migratorFor(db).getMigrations();
  return infos.filter((info) => info.executedAt === undefined).map((info) => info.name);
};
