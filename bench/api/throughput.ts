import { type LoadFigures, load } from '../support/load';
import { median } from '../support/stats';
import type { MeasuredRequest } from './requests';

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
}

const summarise = (runs: LoadFigures[]): Throughput => ({
  requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
  requests: runs.reduce((sum, run) => sum + run.requests, 0),
  failures: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
});

/**
 * The baseline and every request kind in turn, round after round, so each sees the machine's load of the same
 * minutes; a warm-up of each first (JIT, caches), not counted.
 */
export const measureThroughput = async (
  baselineUrl: string,
  appUrl: string,
  requests: MeasuredRequest[],
  plan: ThroughputPlan,
  progress: (message: string) => void,
): Promise<{ baseline: Throughput; byRequest: Map<MeasuredRequest['id'], Throughput> }> => {
  const runBaseline = (durationSeconds: number) =>
    load({ url: baselineUrl, connections: plan.connections, durationSeconds });
  const runRequest = (request: MeasuredRequest, durationSeconds: number) =>
    load({
      url: `${appUrl}${request.path}`,
      method: request.method,
      headers: request.headers,
      body: request.body,
      connections: plan.connections,
      durationSeconds,
    });

  progress('warm-up');
  await runBaseline(plan.warmupSeconds);
  for (const request of requests) await runRequest(request, plan.warmupSeconds);

  const baselineRuns: LoadFigures[] = [];
  const requestRuns = new Map(requests.map((request) => [request.id, [] as LoadFigures[]]));
  for (let round = 0; round < plan.rounds; round += 1) {
    progress(`throughput, round ${round + 1} of ${plan.rounds}`);
    baselineRuns.push(await runBaseline(plan.secondsPerRun));
    for (const request of requests) requestRuns.get(request.id)!.push(await runRequest(request, plan.secondsPerRun));
  }
  return {
    baseline: summarise(baselineRuns),
    byRequest: new Map([...requestRuns].map(([id, runs]) => [id, summarise(runs)])),
  };
};
