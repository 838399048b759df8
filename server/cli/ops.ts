import path from 'node:path';
import { parseArgs } from 'node:util';
import { deviceOperatingSystems } from '../../contract/api/desktop-app';
import { ConfigError, loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { latestReleases } from '../modules/releases/repository';
import { ReleaseError, addRelease } from '../modules/releases/service';
import { loadEnvFile } from './load-env-file';

const usage = `Operator commands (they use the same configuration as the server: DATABASE_URL, DATA_DIR, …).

  npm run ops -- release:add --os windows|macos --version 1.2.3 [--notes "What changed"] FILE
      Publishes an installer: copies FILE to $DATA_DIR/releases/, records its size and SHA-256.
  npm run ops -- release:list
      The latest release of each operating system.`;

const run = async (argv: string[]): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { os: { type: 'string' }, version: { type: 'string' }, notes: { type: 'string', default: '' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const [command, file] = parsed.positionals;
  const { os, version, notes } = parsed.values;
  if (
    command === 'release:add' &&
    !((deviceOperatingSystems as readonly string[]).includes(os ?? '') && version && file)
  ) {
    console.error(`release:add needs --os windows|macos, --version and the installer file\n\n${usage}`);
    return 2;
  }
  if (command !== 'release:add' && command !== 'release:list') {
    console.error(usage);
    return 2;
  }

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
    await migrateToLatest(handle.db);
    if (command === 'release:list') {
      for (const release of await latestReleases(handle.db)) {
        console.log(
          `${release.os}\t${release.version}\t${release.file_name}\t${release.size_bytes} bytes\tsha256 ${release.sha256}`,
        );
      }
      return 0;
    }
    const release = await addRelease(handle.db, config.dataDir, {
      os: os as (typeof deviceOperatingSystems)[number],
      version: version as string,
      notes,
      file: path.resolve(file as string),
      now: new Date(),
    });
    console.log(
      `Published ${release.os} ${release.version}: ${release.file_name}, ${release.size_bytes} bytes, sha256 ${release.sha256}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ReleaseError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await handle.destroy();
  }
};

void run(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
