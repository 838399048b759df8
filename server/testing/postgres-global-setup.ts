import { startPostgresCluster } from './postgres-cluster';

// Shared with postgres-global-teardown.ts, which jest runs in this same process.
const clusterKey = Symbol.for('dentiqo.test.postgresCluster');
type Holder = { [clusterKey]?: { stop: () => void; release: () => void } };

/** Gives the PostgreSQL test project one database server per run: TEST_DATABASE_URL, or a throwaway cluster. */
export default async function postgresGlobalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL && !process.env.DENTIQO_TEST_CLUSTER) return;

  const started = Date.now();
  const cluster = await startPostgresCluster();
  // Workers are forked after global setup, so they inherit the URL.
  process.env.TEST_DATABASE_URL = cluster.adminUrl;
  process.env.DENTIQO_TEST_CLUSTER = '1';

  // If jest dies before its teardown (Ctrl+C, a crash), the cluster still goes with it.
  const onExit = () => cluster.stop();
  const onSignal = (signal: NodeJS.Signals) => {
    cluster.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  (globalThis as Holder)[clusterKey] = {
    stop: cluster.stop,
    release: () => {
      process.off('exit', onExit);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
  process.stdout.write(`\nPostgreSQL test cluster ready in ${Date.now() - started} ms\n`);
}
