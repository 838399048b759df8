import type { Browser, BrowserContextOptions } from 'playwright-core';
import { type ArchShare, measureArchShare } from './arch-share';
import { waitUntilAtRest } from './draw-counter';
import { clickToFirstPicture } from './first-picture';
import { type CanvasSize, canvasSize, expectPicture } from './pages';
import { openCubeTab, openPreview } from './tab-pages';

export interface FirstPictureRuns {
  /** Milliseconds from the click on the tab to the first picture, one per round. */
  arch: number[];
  cube: number[];
  /** The preview's canvas (the cube was drawn at its size and pixel ratio). */
  canvas: CanvasSize;
  /** The arch's share of the preview canvas's width, read once the first round's view was at rest. */
  share: ArchShare;
}

/**
 * Rounds of: the patient's preview opened in a fresh context and its 3D tab clicked, then the baseline's tab page
 * likewise, its cube at the preview canvas's size and pixel ratio. Each side starts from nothing cached, as a patient
 * opening the tab for the first time does.
 */
export const timeFirstPictures = async (
  browser: Browser,
  urls: { preview: string; baseline: string },
  device: BrowserContextOptions,
  rounds: number,
  progress: (message: string) => void,
): Promise<FirstPictureRuns> => {
  const arch: number[] = [];
  const cube: number[] = [];
  let canvas: CanvasSize | undefined;
  let share: ArchShare | undefined;
  for (let round = 0; round < rounds; round += 1) {
    progress(`first picture after opening the 3D tab, round ${round + 1} of ${rounds}`);
    const preview = await openPreview(browser, urls.preview, device);
    arch.push(await clickToFirstPicture(preview.page, preview.tab));
    await expectPicture(preview.host, 'The preview’s 3D tab');
    canvas = await canvasSize(preview.host);
    if (!share) {
      await waitUntilAtRest(preview.page);
      share = await measureArchShare(preview.host);
    }
    await preview.page.context().close();

    const baseline = await openCubeTab(browser, urls.baseline, device, canvas);
    cube.push(await clickToFirstPicture(baseline.page, baseline.tab));
    await expectPicture(baseline.host, 'The baseline’s cube tab');
    await baseline.page.context().close();
  }
  return { arch, cube, canvas: canvas!, share: share! };
};

/** The preview's 3D tab opened once, at rest: the arch's share of its canvas's width. */
export const previewArchShare = async (
  browser: Browser,
  previewUrl: string,
  device: BrowserContextOptions,
): Promise<ArchShare> => {
  const preview = await openPreview(browser, previewUrl, device);
  await preview.tab.click();
  await preview.host.locator('canvas').waitFor({ state: 'visible' });
  await preview.page.waitForFunction(() => (window as unknown as { __benchDraws: number }).__benchDraws > 0);
  await waitUntilAtRest(preview.page);
  await expectPicture(preview.host, 'The preview’s 3D tab');
  const share = await measureArchShare(preview.host);
  await preview.page.context().close();
  return share;
};
