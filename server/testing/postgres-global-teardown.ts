const clusterKey = Symbol.for('dentiqo.test.postgresCluster');
type Holder = { [clusterKey]?: { stop: () => void; release: () => void } };

/** Stops the cluster postgres-global-setup.ts started, if it started one. */
export default async function postgresGlobalTeardown(): Promise<void> {
  const holder = globalThis as Holder;
  const cluster = holder[clusterKey];
  if (!cluster) return;
  delete holder[clusterKey];
  cluster.release();
  cluster.stop();
  delete process.env.TEST_DATABASE_URL;
  delete process.env.DENTIQO_TEST_CLUSTER;
}
