import { expect, test } from './support/test';
import { expectNoAxeViolationsAtRest } from './support/axe';
import { seedSharedCard } from './support/cards';
import { expectNoHorizontalOverflow } from './support/layout';
import { optionComparison } from './support/preview-options';

// A card with several options on a computer (the preview itself: preview.spec.ts; on a phone, from the comparison
// to the answer: plan-decision.spec.ts).

test.describe('several options on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the options stand side by side, without the phone row’s buttons, and choosing one by keyboard shows its plan', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const card = await seedSharedCard(baseURL!, { pdf: false });
    await page.goto(`/preview/${card.previewLink}?lng=en&option=9`);
    const options = optionComparison(page, 'en');
    const boxes = await Promise.all(
      ['Implant', 'Bridge', 'Removable denture'].map(async (title) => (await options.card(title).boundingBox())!),
    );
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
    expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
    expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);
    await expect(options.next).toBeHidden();
    await expect(options.position(1)).toBeHidden();
    // An option number out of range opens the recommended one.
    await expect(options.show('Implant')).toHaveAttribute('aria-pressed', 'true');
    await expect(options.planHeading('Implant')).toBeVisible();
    await expectNoAxeViolationsAtRest(page);

    await options.show('Implant').focus();
    await page.keyboard.press('ArrowRight');
    await expect(options.show('Bridge')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(options.planHeading('Bridge')).toBeVisible();
    await expect(page).toHaveURL(/[?&]option=2(&|$)/);
    await expectNoHorizontalOverflow(page);
    // A keyboard-focused MUI button pulses without end; the page is at rest once focus leaves it.
    await options.show('Bridge').blur();
    await expectNoAxeViolationsAtRest(page);
  });
});
