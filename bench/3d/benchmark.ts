import { startAppServer } from '../support/app-server';
import { buildSpaIfStale } from '../support/build-spa';
import { launchChromium, newPage } from '../support/chromium';
import type { Benchmark, BenchmarkOutput } from '../types';
import { serveBaseline } from './baseline/serve-baseline';
import { measureThreeDChunks } from './chunk-sizes';
import { idleDrawCalls } from './draw-counter';
import { threeDFigures } from './figures';
import { type FrameRun, driveRotation } from './frame-time';
import { measureLanding } from './landing-download';
import { canvasSize, openArch, openCube } from './pages';
import { type Cleanups, withCleanups } from '../support/cleanups';

const appPort = 4395;
const baselinePort = 4396;
const idleMs = 2000;
// Short alternating rounds of arch and cube, so both sides sample the same moments of a machine whose load comes and
// goes. SwiftShader takes about a second per frame of the arch on a loaded 2-core machine and 30 ms per frame of the
// cube: 6 × 6 arch frames (36 steps of 10°, one full turn) keep the run under two minutes; the cube gets more.
const rounds = 6;
const runOptions = { arch: { warmup: 1, frames: 6 }, cube: { warmup: 3, frames: 20 } };

const progress = (message: string) => console.info(`  3d: ${message}`);

const measure = async (cleanups: Cleanups): Promise<BenchmarkOutput> => {
  buildSpaIfStale();
  progress('chunk sizes');
  const chunks = measureThreeDChunks();

  progress(`starting the server on port ${appPort} and the baseline page on ${baselinePort}`);
  const server = await startAppServer(appPort);
  cleanups.push(server.stop);
  const baseline = await serveBaseline(baselinePort);
  cleanups.push(baseline.close);
  const browser = await launchChromium();
  cleanups.push(() => browser.close());

  progress('the landing’s first download');
  const landingPage = await newPage(browser);
  const landing = await measureLanding(landingPage, server.url);
  await landingPage.context().close();

  progress('opening the arch (SwiftShader draws its first picture slowly)');
  const arch = await openArch(browser, server.url);
  const idleAfterDrawn = await idleDrawCalls(arch.page, idleMs);
  const canvas = await canvasSize(arch.host);
  const cube = await openCube(browser, baseline.url, canvas);

  const archRuns: FrameRun[] = [];
  const cubeRuns: FrameRun[] = [];
  for (let round = 0; round < rounds; round += 1) {
    progress(`rotation, round ${round + 1} of ${rounds}`);
    archRuns.push(await driveRotation(arch.host, runOptions.arch));
    cubeRuns.push(await driveRotation(cube.host, runOptions.cube));
  }
  if ([...archRuns, ...cubeRuns].some((run) => run.drawsPerFrame < 1)) {
    throw new Error('The rotation steps did not render a frame each; the frame times would measure nothing');
  }
  const idleAfterRotation = await idleDrawCalls(arch.page, idleMs);

  return threeDFigures({
    browserVersion: browser.version(),
    chunks,
    landing,
    canvas,
    archRuns,
    cubeRuns,
    runOptions,
    idleMs,
    idleAfterDrawn,
    idleAfterRotation,
  });
};

export const threeDBenchmark: Benchmark = {
  name: '3d',
  description:
    'The 3D viewer: what its chunks and the landing cost to download, how long a frame of rotation takes in ' +
    'software WebGL against one lit cube in the same browser, and that nothing is drawn while idle.',
  run: () => withCleanups(measure),
};
