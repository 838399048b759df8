import type { BenchmarkOutput, Figure } from '../types';
import type { MeasuredRequest } from './requests';
import type { BurstFigures, BurstPlan } from './sign-in-burst';
import type { Measured, Throughput, ThroughputPlan } from './throughput';

export interface ApiMeasurements {
  requests: MeasuredRequest[];
  byRequest: Map<MeasuredRequest['id'], Measured>;
  burst: BurstFigures;
  throughputPlan: ThroughputPlan;
  burstPlan: BurstPlan;
  probe: MeasuredRequest;
}

const requestFigures = (request: MeasuredRequest, app: Throughput, bare: Throughput | undefined): Figure[] => {
  const against = bare ? ' vs bare baseline' : '';
  return [
    {
      id: `${request.id}-server-cpu`,
      label: `${request.label}, server CPU per answer${against}`,
      value: app.cpuMicrosPerRequest,
      baseline: bare?.cpuMicrosPerRequest,
      unit: 'µs',
      decimals: 1,
    },
    {
      id: `${request.id}-p99`,
      label: `${request.label}, p99 latency${against}`,
      value: app.p99,
      baseline: bare?.p99,
      unit: 'ms',
      decimals: 1,
    },
    {
      id: `${request.id}-throughput`,
      label: `${request.label}, req/s${against}`,
      value: app.requestsPerSecond,
      baseline: bare?.requestsPerSecond,
      unit: 'req/s',
    },
  ];
};

export const apiFigures = (measured: ApiMeasurements): BenchmarkOutput => {
  const { throughputPlan: plan, burstPlan, burst } = measured;
  const pairs = [...measured.byRequest.values()];
  const failures =
    burst.failures + pairs.reduce((sum, pair) => sum + pair.app.failures + (pair.bare?.failures ?? 0), 0);
  return {
    figures: [
      ...measured.requests.flatMap((request) => {
        const pair = measured.byRequest.get(request.id)!;
        return requestFigures(request, pair.app, pair.bare);
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
      `autocannon in the runner process, ${plan.connections} connections, against the app server (the bundle of e2e/support/start-server.ts, dist-e2e-server/e2e-server.js, on a fresh SQLite data directory, one seeded clinic and card) and, on the same database file, the bare baselines (bench/baselines/bare-server.ts, dist-e2e-server/bare-server.js: Fastify with no plugin, hook, schema or logger, the server's SQL through better-sqlite3, JSON.stringify of the same answer), each its own Node process started by plain \`node\`, as production runs the server. Before the load each bare answer is checked to equal the app's as parsed JSON (a lease without its issue time and signature).`,
      `${plan.rounds} rounds after a ${plan.warmupSeconds} s warm-up of each; in every round each kind runs ${plan.secondsPerRun} s on the bare baseline, then ${plan.secondsPerRun} s on the app. Figures are medians over the rounds. Sign-in has no baseline (argon2id dominates it; it is here for its rate and for the burst below).`,
      'Server CPU per answer: the CPU time (user and system, /proc/<pid>/stat) the answering process spent during a run, divided by the answers of that run; median over the rounds. Under this load a server uses about one core, so its req/s is about one over this figure, which moves less than req/s when other jobs load the machine.',
      `Sign-in burst: ${measured.probe.label} at ${burstPlan.probeRate} req/s over ${burstPlan.probeConnections} connections, ${burstPlan.secondsPerRun} s alone and ${burstPlan.secondsPerRun} s beside sign-ins at full speed over ${burstPlan.burstConnections} connections, ${burstPlan.rounds} rounds; median p99.`,
      'Every measured answer must be 2xx, and validate is checked to answer valid: true before the load; a failure is counted, never taken as throughput.',
    ],
  };
};
