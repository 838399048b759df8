import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Legacy mode runs axe.run() in the page itself. The default runs axe in every frame and then gathers the results in a
// new blank page, which made each check about 1.2 s instead of 0.5 s, a third of the browser tests' CPU. What legacy
// mode gives up is testing cross-origin frames: our pages have none (a YouTube player only appears after the visitor
// asks for it, and no test does).
// `resultTypes: ['violations']` keeps every violating element but only one example of each passing rule, which axe
// would otherwise describe element by element: a third less time per check on the landing (764 against 469 ms).
/** Every accessibility violation on the page, one line per rule with the elements that break it. */
export const axeViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
};

/** Until no finite animation runs: CSS transitions end, a spinner's endless one does not count. */
const transitionsSettled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );

/**
 * Runs axe on the page at rest; any violation fails the test with a readable list. axe reads colours as they are, so
 * a transition caught halfway (a submit button that hydration has just enabled still fading from its disabled grey,
 * a notice fading out while axe reads the page) reports a contrast no reader sees once it ends. What is still found
 * after the page settled a second time is what counts: a real violation does not go away by waiting.
 */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  await transitionsSettled(page);
  let summary = await axeViolations(page);
  if (summary.length > 0) {
    await transitionsSettled(page);
    summary = await axeViolations(page);
  }
  expect(summary, `axe found violations on ${page.url()}`).toEqual([]);
};

/** Until every animation has ended, an endless one included (a notice still fading in reads as low contrast). */
export const animationsEnded = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
};

/**
 * axe on a cabinet page at rest: the pointer parked in the corner and every animation ended (MUI's label shrink,
 * dialog fade). A hovered contained button (ink on primary.dark) is the theme's (CONTRIBUTING.md, Accessibility), and would be
 * measured otherwise.
 */
export const expectNoAxeViolationsAtRest = async (page: Page): Promise<void> => {
  await page.mouse.move(0, 0);
  await animationsEnded(page);
  await expectNoAxeViolations(page);
};
