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
// Issue 9 asks for RSS after 60 s of load and no growth across three rounds: a 15 s warm-up, then three rounds of
// 15 s, are both. About 25 s to start and seed, then 4 × (15 s of load + 5 s of rest): under 2 minutes.
const plan = { warmUpSeconds: 15, rounds: 3, loadSeconds: 15, restMs: 5000, connections: 48, settleMs: 5000 };
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

  // The first seconds of load grow the heap and the JIT's code to their working size; a leak is what keeps growing
  // after that, so the judged rounds start from a warm server.
  progress(`warm-up (${plan.warmUpSeconds} s)`);
  const warmUp = await mixedLoad(server.url, requests, plan.connections, plan.warmUpSeconds);
  await pause(plan.restMs);
  const afterWarmUp = residentBytes(server.pid);

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
      {
        id: 'rss-after-warm-up',
        label: 'server RSS after the warm-up',
        value: megabytes(afterWarmUp),
        unit: 'MB',
        decimals: 1,
      },
      ...afterRounds.map((_, index) => roundFigure(index)),
      {
        id: 'rss-after-load',
        label: 'server RSS after load, the highest reading',
        value: megabytes(Math.max(afterWarmUp, ...afterRounds)),
        unit: 'MB',
        decimals: 1,
      },
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
        value: [warmUp, ...rounds].reduce((sum, round) => sum + round.failures, 0),
        unit: 'requests',
      },
    ],
    notes: [
      `RSS is VmRSS of the server's own process (/proc/<pid>/status), 1 MB = 1,048,576 B. Idle: ${plan.settleMs / 1000} s after /api/ready first answered, before any other request; the server runs as production runs it, its bundle (dist-e2e-server/e2e-server.js: e2e/support/start-server.ts's settings) with plain \`node\`; the baseline is bench/api/hello-server.mjs started the same way.`,
      `Each round: card GET, validate and the account GET side by side for ${plan.loadSeconds} s over ${plan.connections} connections in all (${rounds.map((round) => round.requests.toLocaleString('en-US')).join(', ')} requests), then ${plan.restMs / 1000} s of rest before RSS is read; before them a warm-up of the same load for ${plan.warmUpSeconds} s (${warmUp.requests.toLocaleString('en-US')} requests), ${plan.warmUpSeconds + plan.rounds * plan.loadSeconds} s of load in all.`,
    ],
  };
};

export const memoryBenchmark: Benchmark = {
  name: 'memory',
  description:
    'Server memory: RSS idle after start, and after a 15 s warm-up and each of three 15 s rounds of mixed load ' +
    '(card GET, validate, account GET; 60 s in all), which must not grow from round to round.',
  run: () => withCleanups(measure),
};
