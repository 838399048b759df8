import { seedSharedCard } from '../../e2e/support/cards';
import { startAppServer } from '../support/app-server';
import type { Benchmark, BenchmarkOutput } from '../types';
import { startBaselineServer } from './baseline-server';
import { apiFigures } from './figures';
import { checkRequests, frameworkRequest, measuredRequests } from './requests';
import { type BurstPlan, measureSignInBurst } from './sign-in-burst';
import { type ThroughputPlan, measureThroughput } from './throughput';
import { type Cleanups, withCleanups } from '../support/cleanups';

const appPort = 4410;
const baselinePort = 4411;
const frameworkPort = 4414;
// About 20 s to start and seed, 6 × 1 s of warm-up, 3 rounds × 5 kinds × (3 s baseline + 3 s kind), 2 × 2 × 5 s of
// burst: about 2 minutes.
const throughputPlan: ThroughputPlan = { rounds: 3, warmupSeconds: 1, secondsPerRun: 3, connections: 50 };
const burstPlan: BurstPlan = {
  rounds: 2,
  secondsPerRun: 5,
  probeRate: 200,
  probeConnections: 10,
  burstConnections: 50,
};

const progress = (message: string) => console.info(`  api: ${message}`);

const measure = async (cleanups: Cleanups): Promise<BenchmarkOutput> => {
  progress(`starting the server on port ${appPort}, the baseline on ${baselinePort}, bare Fastify on ${frameworkPort}`);
  const server = await startAppServer(appPort);
  cleanups.push(server.stop);
  const baseline = await startBaselineServer(baselinePort);
  cleanups.push(baseline.stop);
  const framework = await startBaselineServer(frameworkPort, 'fastify-hello-server.mjs');
  cleanups.push(framework.stop);

  progress('seeding a clinic and a card');
  const card = await seedSharedCard(server.url, { dataDir: server.dataDir });
  const requests = [...measuredRequests(card), frameworkRequest(framework)];
  await checkRequests(server.url, requests);

  const byRequest = await measureThroughput(baseline, server, requests, throughputPlan, progress);
  const probe = requests.find((request) => request.id === 'card')!;
  const signIn = requests.find((request) => request.id === 'sign-in')!;
  const burst = await measureSignInBurst(server.url, probe, signIn, burstPlan, progress);
  // The load must not have changed what it measured (a revoked card, a refused device).
  await checkRequests(server.url, requests);

  return apiFigures({ requests, byRequest, burst, throughputPlan, burstPlan, probe });
};

export const apiBenchmark: Benchmark = {
  name: 'api',
  description:
    'API throughput and latency of the card GET, validate, the signed-in account GET and sign-in at 50 connections, ' +
    'against a bare node:http JSON server in the same run, and whether a sign-in burst holds other requests up.',
  run: () => withCleanups(measure),
};
