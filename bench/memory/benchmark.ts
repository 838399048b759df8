import { seedSharedCard } from '../../e2e/support/cards';
import { startBaselineServer } from '../api/baseline-server';
import { checkRequests, measuredRequests } from '../api/requests';
import { startAppServer } from '../support/app-server';
import { residentBytes } from '../support/rss';
import type { Benchmark, BenchmarkOutput, Figure } from '../types';
import { type MixedLoadRound, mixedLoad } from './mixed-load';
import { type Cleanups, withCleanups } from '../support/cleanups';

const appPort = 4412;
const baselinePort = 4413;
// About 25 s to start and seed, 3 rounds of 60 s load and 5 s rest: under 4 minutes.
const plan = { rounds: 3, loadSeconds: 60, restMs: 5000, connections: 48, settleMs: 5000 };
const megabyte = 1024 * 1024;

const progress = (message: string) => console.info(`  memory: ${message}`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const megabytes = (bytes: number) => bytes / megabyte;

const measure = async (cleanups: Cleanups): Promise<BenchmarkOutput> => {
  progress(`starting the server on port ${appPort} and the baseline on ${baselinePort}`);
  const server = await startAppServer(appPort);
  cleanups.push(server.stop);
  const baseline = await startBaselineServer(baselinePort);
  cleanups.push(baseline.stop);
  await pause(plan.settleMs);
  const idle = residentBytes(server.pid);
  const baselineIdle = residentBytes(baseline.pid);

  progress('seeding a clinic and a card');
  const card = await seedSharedCard(server.url, { dataDir: server.dataDir });
  // Sign-in is left out: each one adds a session row, which is data, not a leak.
  const requests = measuredRequests(card).filter((request) => request.id !== 'sign-in');
  await checkRequests(server.url, requests);

  const afterRounds: number[] = [];
  const rounds: MixedLoadRound[] = [];
  for (let round = 0; round < plan.rounds; round += 1) {
    progress(`load round ${round + 1} of ${plan.rounds} (${plan.loadSeconds} s)`);
    rounds.push(await mixedLoad(server.url, requests, plan.connections, plan.loadSeconds));
    await pause(plan.restMs);
    afterRounds.push(residentBytes(server.pid));
  }
  await checkRequests(server.url, requests);

  const roundFigure = (index: number): Figure => ({
    id: `rss-after-round-${index + 1}`,
    label: `server RSS after load round ${index + 1}`,
    value: megabytes(afterRounds[index]!),
    unit: 'MB',
    decimals: 1,
  });
  return {
    figures: [
      {
        id: 'rss-idle',
        label: 'server RSS idle after start vs node:http hello',
        value: megabytes(idle),
        baseline: megabytes(baselineIdle),
        unit: 'MB',
        decimals: 1,
      },
      ...afterRounds.map((_, index) => roundFigure(index)),
      {
        id: 'rss-growth',
        label: `server RSS after round ${plan.rounds} vs after round 1`,
        value: megabytes(afterRounds.at(-1)!),
        baseline: megabytes(afterRounds[0]!),
        unit: 'MB',
        decimals: 1,
      },
      {
        id: 'failed-requests',
        label: 'non-2xx answers and socket errors, all rounds',
        value: rounds.reduce((sum, round) => sum + round.failures, 0),
        unit: 'requests',
      },
    ],
    notes: [
      `RSS is VmRSS of the server's own process (/proc/<pid>/status), 1 MB = 1,048,576 B. Idle: ${plan.settleMs / 1000} s after /api/ready first answered, before any other request; the server runs as production runs it, its bundle (dist-server/e2e-server.js: e2e/support/start-server.ts's settings) with plain \`node\`; the baseline is bench/api/hello-server.mjs started the same way.`,
      `Each round: card GET, validate and the account GET side by side for ${plan.loadSeconds} s over ${plan.connections} connections in all (${rounds.map((round) => round.requests.toLocaleString('en-US')).join(', ')} requests), then ${plan.restMs / 1000} s of rest before RSS is read.`,
    ],
  };
};

export const memoryBenchmark: Benchmark = {
  name: 'memory',
  description:
    'Server memory: RSS idle after start, and after each of three 60 s rounds of mixed load (card GET, validate, ' +
    'account GET), which must not grow from round to round.',
  run: () => withCleanups(measure),
};
