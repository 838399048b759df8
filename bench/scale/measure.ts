import type { LoadFigures } from '../support/load';
import { rotatingLoad, type RotatingRequest } from './rotating-load';
import type { ServedState } from './state';

export type Endpoint = 'card' | 'validate';
export const endpoints: readonly Endpoint[] = ['card', 'validate'];

export const connections = 50;
export const durationSeconds = 5;
export const rounds = 2;

/** The next request of an endpoint's rotation over the state's sampled rows. */
const rotation = (state: ServedState, endpoint: Endpoint): (() => RotatingRequest) => {
  let count = 0;
  const { cards, devices } = state.input.sample;
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

/** One fixed-duration load of one endpoint on one state; any error or non-2xx answer fails the benchmark. */
export const measure = async (state: ServedState, endpoint: Endpoint): Promise<LoadFigures> => {
  const figures = await rotatingLoad({
    origin: state.server.url,
    next: rotation(state, endpoint),
    connections,
    durationSeconds,
  });
  if (figures.errors > 0 || figures.non2xx > 0 || figures.requests === 0) {
    throw new Error(
      `${endpoint} on ${state.input.size.label}: ${figures.non2xx} non-2xx answers and ${figures.errors} errors ` +
        `out of ${figures.requests}; an error is no throughput`,
    );
  }
  return figures;
};

export type Runs = Record<Endpoint, { small: LoadFigures[]; large: LoadFigures[] }>;

/**
 * Short alternating rounds, small first in one round and large first in the next, so both states see the same
 * moments of a machine shared with other jobs.
 */
export const measureRounds = async (
  small: ServedState,
  large: ServedState,
  progress: (message: string) => void,
): Promise<Runs> => {
  const runs: Runs = { card: { small: [], large: [] }, validate: { small: [], large: [] } };
  for (let round = 0; round < rounds; round += 1) {
    for (const endpoint of endpoints) {
      const order = round % 2 === 0 ? (['small', 'large'] as const) : (['large', 'small'] as const);
      for (const which of order) {
        const state = which === 'small' ? small : large;
        progress(`round ${round + 1} of ${rounds}: ${endpoint} on ${state.input.size.label}`);
        runs[endpoint][which].push(await measure(state, endpoint));
      }
    }
  }
  return runs;
};
