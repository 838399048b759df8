import { type FrameRun, type FrameRunOptions, driveRotation } from './frame-time';
import type { DrawnModel } from './pages';

export interface RotationRuns {
  arch: FrameRun[];
  cube: FrameRun[];
}

/**
 * Short alternating rounds of arch and cube, so both sides sample the same moments of a machine whose load comes and
 * goes. Fails when a step did not render a frame: the frame times would then measure nothing.
 */
export const rotationRounds = async (
  models: { arch: DrawnModel; cube: DrawnModel },
  rounds: number,
  options: { arch: FrameRunOptions; cube: FrameRunOptions },
  progress: (message: string) => void,
): Promise<RotationRuns> => {
  const arch: FrameRun[] = [];
  const cube: FrameRun[] = [];
  for (let round = 0; round < rounds; round += 1) {
    progress(`round ${round + 1} of ${rounds}`);
    arch.push(await driveRotation(models.arch.host, options.arch));
    cube.push(await driveRotation(models.cube.host, options.cube));
  }
  if ([...arch, ...cube].some((run) => run.drawsPerFrame < 1)) {
    throw new Error('The rotation steps did not render a frame each; the frame times would measure nothing');
  }
  return { arch, cube };
};
