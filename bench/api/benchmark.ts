import path from 'node:path';
import { seedSharedCard } from '../../e2e/support/cards';
import { startBareServer } from '../baselines/bare-process';
import { checkSameAnswers } from '../baselines/same-answer';
import { startAppServer } from '../support/app-server';
import type { Benchmark, BenchmarkOutput } from '../types';
import { apiFigures } from './figures';
import { checkRequests, measuredRequests } from './requests';
import { type BurstPlan, measureSignInBurst } from './sign-in-burst';
import { type ThroughputPlan, measureThroughput } from './throughput';
import { type Cleanups, withCleanups } from '../support/cleanups';

const appPort = 4410;
const barePort = 4411;
// About 20 s to start and seed, 7 × 1 s of warm-up, 3 rounds × (3 kinds × 2 × 3 s + 3 s of sign-in), 2 × 2 × 5 s of
// burst: under 2 minutes.
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
  progress(`starting the server on port ${appPort}`);
  const server = await startAppServer(appPort);
  cleanups.push(server.stop);

  progress('seeding a clinic and a card');
  const card = await seedSharedCard(server.url, { dataDir: server.dataDir });
  const requests = measuredRequests(card);
  await checkRequests(server.url, requests);

  progress(`starting the bare baselines on port ${barePort}`);
  const bare = await startBareServer(barePort, server, `sqlite:${path.join(server.dataDir, 'dentiqo.sqlite')}`);
  cleanups.push(bare.stop);
  await checkSameAnswers(
    server.url,
    bare.url,
    requests.filter((request) => request.bare),
  );

  const byRequest = await measureThroughput(server, bare, requests, throughputPlan, progress);
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
    'Server CPU per answer, p99 and req/s of the card GET, validate and the signed-in account GET at 50 connections, ' +
    'each against a bare baseline giving the same answer in the same run; sign-in, and whether a sign-in burst holds ' +
    'other requests up.',
  run: () => withCleanups(measure),
};
