const runKey = Symbol.for('dentiqo.test.postgresRun');
type Holder = { [runKey]?: { stop: () => Promise<void>; release: () => void } };

/** Stops the cluster postgres-global-setup.ts started, or drops its template on a server it was given. */
export default async function postgresGlobalTeardown(): Promise<void> {
  const holder = globalThis as Holder;
  const run = holder[runKey];
  if (!run) return;
  delete holder[runKey];
  run.release();
  await run.stop();
}
