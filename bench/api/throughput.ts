import { type LoadFigures, load } from '../support/load';
import { processCpuMicros } from '../support/process-cpu';
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

/** A load run with the CPU time the answering process spent on it, per request. */
const withServerCpu = async (pid: number, run: () => Promise<LoadFigures>): Promise<Run> => {
  const before = processCpuMicros(pid);
  const figures = await run();
  const spent = processCpuMicros(pid) - before;
  return { ...figures, cpuMicrosPerRequest: figures.requests > 0 ? spent / figures.requests : 0 };
};

const summarise = (runs: Run[]): Throughput => ({
  requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
  requests: runs.reduce((sum, run) => sum + run.requests, 0),
  failures: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
  cpuMicrosPerRequest: median(runs.map((run) => run.cpuMicrosPerRequest)),
});

/**
 * Each request kind right after a baseline run of its own, round after round, so a kind and its baseline see the
 * same seconds of a machine whose load comes and goes (one baseline run per round let the ratios drift by 2 × when
 * other jobs started and stopped); a warm-up of each first (JIT, caches), not counted.
 */
export const measureThroughput = async (
  baseline: ServerProcess,
  app: ServerProcess,
  requests: MeasuredRequest[],
  plan: ThroughputPlan,
  progress: (message: string) => void,
): Promise<Map<MeasuredRequest['id'], { measured: Throughput; baseline: Throughput }>> => {
  const runBaseline = (durationSeconds: number) =>
    withServerCpu(baseline.pid, () => load({ url: baseline.url, connections: plan.connections, durationSeconds }));
  const runRequest = (request: MeasuredRequest, durationSeconds: number) =>
    withServerCpu(request.server?.pid ?? app.pid, () =>
      load({
        url: `${request.server?.url ?? app.url}${request.path}`,
        method: request.method,
        headers: request.headers,
        body: request.body,
        connections: plan.connections,
        durationSeconds,
      }),
    );

  progress('warm-up');
  await runBaseline(plan.warmupSeconds);
  for (const request of requests) await runRequest(request, plan.warmupSeconds);

  const runs = new Map(requests.map((request) => [request.id, { measured: [] as Run[], baseline: [] as Run[] }]));
  for (let round = 0; round < plan.rounds; round += 1) {
    progress(`throughput, round ${round + 1} of ${plan.rounds}`);
    for (const request of requests) {
      const pair = runs.get(request.id)!;
      pair.baseline.push(await runBaseline(plan.secondsPerRun));
      pair.measured.push(await runRequest(request, plan.secondsPerRun));
    }
  }
  return new Map(
    [...runs].map(([id, pair]) => [id, { measured: summarise(pair.measured), baseline: summarise(pair.baseline) }]),
  );
};
