import { type LoadFigures, load } from '../support/load';
import { withServerCpu } from '../support/process-cpu';
import { median } from '../support/stats';
import type { MeasuredRequest, ServerProcess } from './requests';

export interface ThroughputPlan {
  rounds: number;
  warmupSeconds: number;
  secondsPerRun: number;
  connections: number;
}

/** Median figures of one request kind over the rounds, and the failures summed. */
export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  /** The answering server's CPU time (user and system) per answer, in microseconds. */
  cpuMicrosPerRequest: number;
}

type Run = LoadFigures & { cpuMicrosPerRequest: number };

const summarise = (runs: Run[]): Throughput => ({
  requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
  requests: runs.reduce((sum, run) => sum + run.requests, 0),
  failures: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
  cpuMicrosPerRequest: median(runs.map((run) => run.cpuMicrosPerRequest)),
});

export interface Measured {
  app: Throughput;
  /** The same request to the bare baselines, each run right before the app's; absent for sign-in. */
  bare?: Throughput;
}

/**
 * Each request kind right after the same request to its bare baseline, round after round, so both see the same
 * seconds of a machine whose load comes and goes; a warm-up of each first (JIT, caches), not counted.
 */
export const measureThroughput = async (
  app: ServerProcess,
  bare: ServerProcess,
  requests: MeasuredRequest[],
  plan: ThroughputPlan,
  progress: (message: string) => void,
): Promise<Map<MeasuredRequest['id'], Measured>> => {
  const run = (server: ServerProcess, request: MeasuredRequest, durationSeconds: number) =>
    withServerCpu(server.pid, () =>
      load({
        url: `${server.url}${request.path}`,
        method: request.method,
        headers: request.headers,
        body: request.body,
        connections: plan.connections,
        durationSeconds,
      }),
    );

  progress('warm-up');
  for (const request of requests) {
    if (request.bare) await run(bare, request, plan.warmupSeconds);
    await run(app, request, plan.warmupSeconds);
  }

  const runs = new Map(requests.map((request) => [request.id, { app: [] as Run[], bare: [] as Run[] }]));
  for (let round = 0; round < plan.rounds; round += 1) {
    progress(`throughput, round ${round + 1} of ${plan.rounds}`);
    for (const request of requests) {
      const pair = runs.get(request.id)!;
      if (request.bare) pair.bare.push(await run(bare, request, plan.secondsPerRun));
      pair.app.push(await run(app, request, plan.secondsPerRun));
    }
  }
  return new Map(
    [...runs].map(([id, pair]) => [
      id,
      { app: summarise(pair.app), ...(pair.bare.length ? { bare: summarise(pair.bare) } : {}) },
    ]),
  );
};
