import { ConfigError, loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { loadEnvFile } from './load-env-file';

// `npm run db:migrate`: applies pending migrations to the configured database and lists what it applied.
const run = async (): Promise<number> => {
  loadEnvFile();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  const handle = createDb(config.databaseUrl);
  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length === 0) console.log(`${handle.dialect}: already up to date`);
    for (const name of applied) console.log(`${handle.dialect}: applied ${name}`);
    return 0;
  } catch (error) {
    console.error(`Migration failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await handle.destroy();
  }
};

void run().then((code) => {
  process.exitCode = code;
});
