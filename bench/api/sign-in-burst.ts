import { type LoadFigures, load } from '../support/load';
import { median } from '../support/stats';
import type { MeasuredRequest } from './requests';

export interface BurstPlan {
  rounds: number;
  secondsPerRun: number;
  /** The probe: a steady rate of another request, far below what the server can serve. */
  probeRate: number;
  probeConnections: number;
  burstConnections: number;
}

export interface BurstFigures {
  /** The probe's p99 (median over rounds) alone and while sign-ins hammer the server. */
  quietP99: number;
  burstP99: number;
  /** Sign-ins per second during the burst (median over rounds). */
  signInsPerSecond: number;
  failures: number;
}

const failuresOf = (runs: LoadFigures[]) => runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0);

/**
 * Does a sign-in (argon2id) hold up other requests? A probe of `probe` at a steady rate, alone and then during a
 * burst of sign-ins at full speed, in alternating rounds. argon2 runs on libuv's threads; if it ran on the event
 * loop, the probe would wait for whole hashes and its p99 would jump.
 */
export const measureSignInBurst = async (
  appUrl: string,
  probe: MeasuredRequest,
  signIn: MeasuredRequest,
  plan: BurstPlan,
  progress: (message: string) => void,
): Promise<BurstFigures> => {
  const runProbe = () =>
    load({
      url: `${appUrl}${probe.path}`,
      method: probe.method,
      headers: probe.headers,
      body: probe.body,
      connections: plan.probeConnections,
      overallRate: plan.probeRate,
      durationSeconds: plan.secondsPerRun,
    });
  const runBurst = () =>
    load({
      url: `${appUrl}${signIn.path}`,
      method: signIn.method,
      headers: signIn.headers,
      body: signIn.body,
      connections: plan.burstConnections,
      durationSeconds: plan.secondsPerRun,
    });

  const quiet: LoadFigures[] = [];
  const underBurst: LoadFigures[] = [];
  const bursts: LoadFigures[] = [];
  for (let round = 0; round < plan.rounds; round += 1) {
    progress(`sign-in burst, round ${round + 1} of ${plan.rounds}`);
    quiet.push(await runProbe());
    const [probed, burst] = await Promise.all([runProbe(), runBurst()]);
    underBurst.push(probed);
    bursts.push(burst);
  }
  return {
    quietP99: median(quiet.map((run) => run.p99)),
    burstP99: median(underBurst.map((run) => run.p99)),
    signInsPerSecond: median(bursts.map((run) => run.requestsPerSecond)),
    failures: failuresOf([...quiet, ...underBurst, ...bursts]),
  };
};
