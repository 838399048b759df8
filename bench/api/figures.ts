import type { BenchmarkOutput, Figure } from '../types';
import type { MeasuredRequest } from './requests';
import type { BurstFigures, BurstPlan } from './sign-in-burst';
import type { Throughput, ThroughputPlan } from './throughput';

export interface ApiMeasurements {
  requests: MeasuredRequest[];
  byRequest: Map<MeasuredRequest['id'], { measured: Throughput; baseline: Throughput }>;
  burst: BurstFigures;
  throughputPlan: ThroughputPlan;
  burstPlan: BurstPlan;
  probe: MeasuredRequest;
}

const throughputFigures = (request: MeasuredRequest, measured: Throughput, baseline: Throughput): Figure[] => [
  {
    id: `${request.id}-throughput`,
    label: `${request.label}, req/s vs node:http hello`,
    value: measured.requestsPerSecond,
    baseline: baseline.requestsPerSecond,
    unit: 'req/s',
  },
  {
    id: `${request.id}-server-cpu`,
    label: `${request.label}, server CPU per answer vs node:http hello`,
    value: measured.cpuMicrosPerRequest,
    baseline: baseline.cpuMicrosPerRequest,
    unit: 'µs',
    decimals: 1,
  },
  {
    id: `${request.id}-p50`,
    label: `${request.label}, p50 latency`,
    value: measured.p50,
    baseline: baseline.p50,
    unit: 'ms',
    decimals: 1,
  },
  {
    id: `${request.id}-p99`,
    label: `${request.label}, p99 latency`,
    value: measured.p99,
    baseline: baseline.p99,
    unit: 'ms',
    decimals: 1,
  },
];

export const apiFigures = (measured: ApiMeasurements): BenchmarkOutput => {
  const { throughputPlan: plan, burstPlan, burst } = measured;
  const pairs = [...measured.byRequest.values()];
  const failures =
    burst.failures + pairs.reduce((sum, pair) => sum + pair.measured.failures + pair.baseline.failures, 0);
  const baselineRequests = pairs.reduce((sum, pair) => sum + pair.baseline.requests, 0);
  return {
    figures: [
      ...measured.requests.flatMap((request) => {
        const pair = measured.byRequest.get(request.id)!;
        return throughputFigures(request, pair.measured, pair.baseline);
      }),
      {
        id: 'p99-during-sign-in-burst',
        label: `${measured.probe.label} p99 during a sign-in burst vs without`,
        value: burst.burstP99,
        baseline: burst.quietP99,
        unit: 'ms',
        decimals: 1,
      },
      {
        id: 'sign-ins-during-burst',
        label: 'sign-ins per second during the burst',
        value: burst.signInsPerSecond,
        unit: 'req/s',
      },
      {
        id: 'failed-requests',
        label: 'non-2xx answers and socket errors, all runs',
        value: failures,
        unit: 'requests',
      },
    ],
    notes: [
      `autocannon in the runner process, ${plan.connections} connections, against the app server (the bundle of e2e/support/start-server.ts, dist-e2e-server/e2e-server.js, on a fresh SQLite data directory, one seeded clinic and card), the baseline (bench/api/hello-server.mjs) and a bare Fastify hello-world (bench/api/fastify-hello-server.mjs: no plugin, hook or logger; what the framework alone serves, measured like a request kind), each its own Node process started by plain \`node\`, as production runs the server.`,
      `${plan.rounds} rounds after a ${plan.warmupSeconds} s warm-up of each kind; in every round each kind runs ${plan.secondsPerRun} s right after ${plan.secondsPerRun} s of the baseline, and its figures are set against those baseline runs. Figures are medians over the rounds (${baselineRequests.toLocaleString('en-US')} baseline requests in all).`,
      'Server CPU per answer: the CPU time (user and system, /proc/<pid>/stat) the answering process spent during a run, divided by the answers of that run; median over the rounds. Under this load a server uses about one core, so its req/s is about one over this figure, which moves less than req/s when other jobs load the machine.',
      `Sign-in burst: ${measured.probe.label} at ${burstPlan.probeRate} req/s over ${burstPlan.probeConnections} connections, ${burstPlan.secondsPerRun} s alone and ${burstPlan.secondsPerRun} s beside sign-ins at full speed over ${burstPlan.burstConnections} connections, ${burstPlan.rounds} rounds; median p99.`,
      'Every measured answer must be 2xx, and validate is checked to answer valid: true before the load; a failure is counted, never taken as throughput.',
    ],
  };
};
