import { buildApp, type App } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { rateLimitScopes, rateLimitVariable, rateLimitedActions } from '../../config-rate-limits';
import { createDb } from '../../db/create-db';
import { migrateToLatest } from '../../db/migrate';
import { ensureWritableDir } from '../../storage/data-dir';
import { type DemoSummary, seedDemo } from './seed';
import { demoMailbox } from './seed-account';

export interface SeedIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
}

export const productionRefusal =
  'npm run seed:demo refuses to run with NODE_ENV=production: it creates a clinic with a printed password and ' +
  'a stand-in installer. Nothing was written.';

/**
 * The configuration `npm start` reads, with what only this in-process app needs: no rate limits (it is one trusted
 * local run), the sandbox provider (its checkout is the one a script can pay), and only warnings in the log, on
 * stderr, so stdout is the summary.
 */
const seedEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...env,
  ...Object.fromEntries(
    rateLimitedActions.flatMap((action) => rateLimitScopes.map((scope) => [rateLimitVariable(action, scope), 'off'])),
  ),
  PAYMENT_PROVIDER: 'sandbox',
  LOG_LEVEL: env.LOG_LEVEL === 'silent' ? 'silent' : 'warn',
});

const printSummary = (summary: DemoSummary, out: (line: string) => void): void => {
  out(
    summary.created
      ? `Created the demo clinic "${summary.clinicName}".`
      : `The demo clinic "${summary.clinicName}" exists already: it keeps its data and has a new password.`,
  );
  out('');
  out(`  Cabinet:   ${summary.cabinetUrl}`);
  out(`  E-mail:    ${summary.email}`);
  out(`  Password:  ${summary.password}`);
  out('');
  out('  Patient previews:');
  for (const preview of summary.previews) out(`    ${preview.previewUrl}  ${preview.patientName}: ${preview.summary}`);
  if (summary.previews.length === 0)
    out('    none live (revoked or expired): share new ones with `npm run desktop-client`');
  out('');
  out(
    summary.installerPublished
      ? '  Published a stand-in Windows installer (the dashboard lists it under Installation files).'
      : '  A Windows installer was published already; none added.',
  );
};

/** `npm run seed:demo`: 0 when the demo is ready, 1 when it was refused or failed (the reason on stderr). */
export const runSeedDemo = async (io: SeedIo): Promise<number> => {
  if (io.env.NODE_ENV === 'production') {
    io.err(productionRefusal);
    return 1;
  }
  let config;
  try {
    config = loadConfig(seedEnv(io.env));
    ensureWritableDir(config.dataDir);
  } catch (error) {
    io.err(error instanceof ConfigError ? error.message : `seed:demo: ${(error as Error).message}`);
    return 1;
  }
  const handle = createDb(config.databaseUrl);
  const mail = demoMailbox();
  let app: App | undefined;
  try {
    await migrateToLatest(handle.db);
    app = await buildApp({ config, db: handle.db, onMailQueued: mail.onMailQueued, logStream: process.stderr });
    await app.ready();
    printSummary(await seedDemo({ app, db: handle.db, config, mail, now: new Date() }), io.out);
    return 0;
  } catch (error) {
    io.err(`seed:demo failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await app?.close();
    await handle.destroy();
  }
};
