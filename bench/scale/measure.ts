import type { LoadFigures } from '../support/load';
import { withServerCpu } from '../support/process-cpu';
import { rotatingLoad, type RotatingRequest } from './rotating-load';
import type { Sample } from './sample';

export type Endpoint = 'card' | 'validate';
export const endpoints: readonly Endpoint[] = ['card', 'validate'];
export type Answerer = 'app' | 'bare';

export const connections = 50;
export const durationSeconds = 5;
export const warmupSeconds = 2;
export const rounds = 3;

/** A server under load: its address and process (for its CPU time). */
export interface Target {
  url: string;
  pid: number;
}

export type Run = LoadFigures & { cpuMicrosPerRequest: number };

/** The next request of an endpoint's rotation over the state's sampled rows. */
const rotation = (sample: Sample, endpoint: Endpoint): (() => RotatingRequest) => {
  let count = 0;
  const { cards, devices } = sample;
  if (endpoint === 'card') return () => ({ method: 'GET', path: `/api/cards/${cards[count++ % cards.length]!.link}` });
  return () => {
    const device = devices[count % devices.length]!;
    count += 1;
    // The program sends a fresh nonce each time; the server only echoes it, so a counter serves.
    const nonce = `scale-nonce-${String(count).padStart(12, '0')}`;
    return {
      method: 'POST',
      path: '/api/app/validate',
      body: JSON.stringify({ key: device.key, fingerprint: device.fingerprint, appVersion: '2.1.0', nonce }),
    };
  };
};

/** One fixed-duration load of one endpoint on one server, with its CPU; any error or non-2xx answer fails it. */
const measure = async (target: Target, sample: Sample, endpoint: Endpoint, seconds: number): Promise<Run> => {
  const figures = await withServerCpu(target.pid, () =>
    rotatingLoad({ origin: target.url, next: rotation(sample, endpoint), connections, durationSeconds: seconds }),
  );
  if (figures.errors > 0 || figures.non2xx > 0 || figures.requests === 0) {
    throw new Error(
      `${endpoint} on ${target.url}: ${figures.non2xx} non-2xx answers and ${figures.errors} errors ` +
        `out of ${figures.requests}; an error is no throughput`,
    );
  }
  return figures;
};

export type Runs = Record<Endpoint, Record<Answerer, Run[]>>;

/**
 * A warm-up of each, then short alternating rounds, the bare baseline first in one round and the app first in the
 * next, so both see the same moments of a machine shared with other jobs.
 */
export const measureRounds = async (
  servers: Record<Answerer, Target>,
  sample: Sample,
  progress: (message: string) => void,
): Promise<Runs> => {
  progress('warm-up');
  for (const endpoint of endpoints) {
    for (const which of ['bare', 'app'] as const) await measure(servers[which], sample, endpoint, warmupSeconds);
  }
  const runs: Runs = { card: { app: [], bare: [] }, validate: { app: [], bare: [] } };
  for (let round = 0; round < rounds; round += 1) {
    for (const endpoint of endpoints) {
      const order = round % 2 === 0 ? (['bare', 'app'] as const) : (['app', 'bare'] as const);
      for (const which of order) {
        progress(`round ${round + 1} of ${rounds}: ${endpoint} on the ${which === 'app' ? 'app' : 'bare baseline'}`);
        runs[endpoint][which].push(await measure(servers[which], sample, endpoint, durationSeconds));
      }
    }
  }
  return runs;
};
