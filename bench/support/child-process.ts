import type { ChildProcess } from 'node:child_process';

const exited = (child: ChildProcess, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/** Stops a child by its PID: SIGTERM, then SIGKILL after 10 s. */
export const stopChild = async (child: ChildProcess): Promise<void> => {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  process.kill(child.pid, 'SIGTERM');
  if (!(await exited(child, 10_000))) process.kill(child.pid, 'SIGKILL');
  await exited(child, 5_000);
};

/** Polls `url` until it answers 2xx; throws when the child exits first or `timeoutMs` passes. */
export const waitUntilAnswers = async (child: ChildProcess, url: string, timeoutMs: number): Promise<void> => {
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${url} did not answer:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
