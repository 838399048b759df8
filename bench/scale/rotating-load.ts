import autocannon from 'autocannon';
import { type LoadFigures, loadFigures } from '../support/load';

/** One request of the rotation: a card link's GET or a device's validate body. */
export interface RotatingRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface RotatingLoadOptions {
  origin: string;
  /** Called once per request: every request takes the next row, so the load spreads over all of them. */
  next: () => RotatingRequest;
  connections: number;
  durationSeconds: number;
}

/** autocannon at a fixed concurrency and duration, each request built by `next` (not one hot row). */
export const rotatingLoad = async (options: RotatingLoadOptions): Promise<LoadFigures> => {
  const result = await autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, ...options.next() }) }],
  });
  return loadFigures(result);
};
