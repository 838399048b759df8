import type { Browser } from 'playwright-core';
import { seedSharedCard } from '../../e2e/support/cards';
import { startAppServer } from '../support/app-server';
import { buildSpaIfStale } from '../support/build-spa';
import { desktopWindow, launchChromium, newPage, phoneWindow } from '../support/chromium';
import type { Benchmark, BenchmarkOutput } from '../types';
import { measureArchShare } from './arch-share';
import { serveBaseline } from './baseline/serve-baseline';
import { measureThreeDChunks } from './chunk-sizes';
import { idleDrawCalls, waitUntilAtRest } from './draw-counter';
import { threeDFigures } from './figures';
import { previewArchShare, timeFirstPictures } from './first-picture-rounds';
import { measureLanding } from './landing-download';
import { type DrawnModel, canvasSize, openArch, openCube } from './pages';
import { rotationRounds } from './rotation-rounds';
import { type Cleanups, withCleanups } from '../support/cleanups';

const appPort = 4395;
const baselinePort = 4396;
const idleMs = 2000;
// SwiftShader takes up to a second per frame of the arch on a loaded 2-core machine and 30 ms per frame of the cube:
// 6 × 6 arch frames (36 steps of 10°, one full turn) keep each rotation figure under a minute; the cube gets more.
const rotationRoundCount = 6;
const runOptions = { arch: { warmup: 1, frames: 6 }, cube: { warmup: 3, frames: 20 } };
// Each round opens the preview and the cube's page afresh (a few seconds each in SwiftShader).
const firstPictureRounds = 7;

const progress = (message: string) => console.info(`  3d: ${message}`);
const closeAll = (...models: DrawnModel[]) => Promise.all(models.map((model) => model.page.context().close()));

/** The arch on /3D-clinical-model against the cube, in one window: its share of the width, then rotation rounds. */
const clinicalModel = async (browser: Browser, urls: { app: string; baseline: string }, phone: boolean) => {
  const device = phone ? phoneWindow : desktopWindow;
  const arch = await openArch(browser, urls.app, device);
  const idleAfterDrawn = await idleDrawCalls(arch.page, idleMs);
  await waitUntilAtRest(arch.page);
  const share = await measureArchShare(arch.host);
  const canvas = await canvasSize(arch.host);
  const cube = await openCube(browser, urls.baseline, canvas, device);
  const runs = await rotationRounds({ arch, cube }, rotationRoundCount, runOptions, (round) =>
    progress(`rotation${phone ? ' on the phone' : ''}, ${round}`),
  );
  const idleAfterRotation = await idleDrawCalls(arch.page, idleMs);
  await closeAll(arch, cube);
  return { share, canvas, runs, idleAfterDrawn, idleAfterRotation };
};

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
  const urls = { app: server.url, baseline: baseline.url };

  progress('the landing’s first download');
  const landingPage = await newPage(browser);
  const landing = await measureLanding(landingPage, server.url);
  await landingPage.context().close();

  progress('opening the arch at 1280×800 (SwiftShader draws its first picture slowly)');
  const desktop = await clinicalModel(browser, urls, false);
  progress('opening the arch on a 375×812 phone at device pixel ratio 2');
  const phone = await clinicalModel(browser, urls, true);

  progress('seeding a clinic and its shared card');
  const card = await seedSharedCard(server.url, { dataDir: server.dataDir, pdf: false });
  const previewUrl = `${server.url}/preview/${card.previewLink}`;
  const firstPicture = await timeFirstPictures(
    browser,
    { preview: previewUrl, baseline: baseline.url },
    phoneWindow,
    firstPictureRounds,
    progress,
  );
  progress('the preview’s 3D tab at 1280×800');
  const previewDesktopShare = await previewArchShare(browser, previewUrl, desktopWindow);

  return threeDFigures({
    browserVersion: browser.version(),
    chunks,
    landing,
    canvas: desktop.canvas,
    archRuns: desktop.runs.arch,
    cubeRuns: desktop.runs.cube,
    runOptions,
    idleMs,
    idleAfterDrawn: desktop.idleAfterDrawn,
    idleAfterRotation: desktop.idleAfterRotation,
    shares: {
      clinicalDesktop: desktop.share,
      clinicalPhone: phone.share,
      previewDesktop: previewDesktopShare,
      previewPhone: firstPicture.share,
    },
    phone: { canvas: phone.canvas, runs: phone.runs },
    firstPicture,
  });
};

export const threeDBenchmark: Benchmark = {
  name: '3d',
  description:
    'The 3D viewer: what its chunks and the landing cost to download, how much of the canvas the arch fills on its ' +
    'first view, how long the first picture takes after opening the 3D tab and a frame of rotation (on a desktop ' +
    'and on a 2× phone) in software WebGL against one lit cube in the same browser, and that nothing is drawn while ' +
    'idle.',
  run: () => withCleanups(measure),
};
