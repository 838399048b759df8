import { startPostgresCluster } from './postgres-cluster';
import { createPostgresTemplate, postgresTemplateVariable } from './template-db';

// Shared with postgres-global-teardown.ts, which jest runs in this same process.
const runKey = Symbol.for('dentiqo.test.postgresRun');
type Holder = { [runKey]?: { stop: () => Promise<void>; release: () => void } };

/**
 * Gives the PostgreSQL test project one database server per run (TEST_DATABASE_URL, or a throwaway cluster) and a
 * migrated template database on it that each test file copies (test-db.ts).
 */
export default async function postgresGlobalSetup(): Promise<void> {
  const started = Date.now();
  const given = process.env.TEST_DATABASE_URL;
  const cluster = given ? null : await startPostgresCluster();
  const adminUrl = given ?? cluster!.adminUrl;
  let template: Awaited<ReturnType<typeof createPostgresTemplate>>;
  try {
    template = await createPostgresTemplate(adminUrl);
  } catch (error) {
    cluster?.stop();
    throw error;
  }
  // Workers are forked after global setup, so they inherit both.
  process.env.TEST_DATABASE_URL = adminUrl;
  process.env[postgresTemplateVariable] = template.name;

  // If jest dies before its teardown (Ctrl+C, a crash), a throwaway cluster still goes with it.
  const onExit = () => cluster?.stop();
  const onSignal = (signal: NodeJS.Signals) => {
    cluster?.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  (globalThis as Holder)[runKey] = {
    stop: async () => {
      if (cluster) cluster.stop();
      else await template.remove();
      if (!given) delete process.env.TEST_DATABASE_URL;
      delete process.env[postgresTemplateVariable];
    },
    release: () => {
      process.off('exit', onExit);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
  process.stdout.write(`\nPostgreSQL test database ready in ${Date.now() - started} ms\n`);
}
