import type { MeasuredRequest } from '../api/requests';
import { load } from '../support/load';

export interface MixedLoadRound {
  requests: number;
  failures: number;
}

/** The requests side by side, their connections adding up to `connections`, for `durationSeconds`. */
export const mixedLoad = async (
  appUrl: string,
  requests: MeasuredRequest[],
  connections: number,
  durationSeconds: number,
): Promise<MixedLoadRound> => {
  const each = Math.max(1, Math.floor(connections / requests.length));
  const runs = await Promise.all(
    requests.map((request) =>
      load({
        url: `${appUrl}${request.path}`,
        method: request.method,
        headers: request.headers,
        body: request.body,
        connections: each,
        durationSeconds,
      }),
    ),
  );
  return {
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    failures: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
  };
};
