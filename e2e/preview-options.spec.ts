import { expect, test } from './support/test';
import { expectNoAxeViolationsAtRest } from './support/axe';
import { expectDrawn } from './support/canvas';
import { seedSharedCard } from './support/cards';
import { expectNoHorizontalOverflow } from './support/layout';
import { type Language, t } from './support/locales';
import { expectOptionShown, optionComparison } from './support/preview-options';

// The patient preview of a card with several options (the preview itself: preview.spec.ts).

const text = (language: Language, key: string) => t(language, 'preview', key);

test.describe('several options on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  for (const language of ['en', 'ru', 'uk'] as const) {
    test(`in ${language} the patient compares the options, swipes, chooses one and switches it in 3D`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      // The sample card carries three options: Implant (recommended), Bridge and Removable denture.
      const card = await seedSharedCard(baseURL!, { pdf: false });
      await page.goto(`/preview/${card.previewLink}?lng=${language}`);
      await expect(page.getByRole('heading', { level: 1, name: text(language, 'title') })).toBeVisible();
      await expect(page.getByRole('img', { name: text(language, 'views.beforeAlt') })).toBeVisible();
      const options = optionComparison(page, language);
      await options.region.scrollIntoViewIfNeeded();
      await expectOptionShown(options, 'Implant', 1);
      await expect(options.card('Implant').getByText(text(language, 'options.recommended'))).toBeVisible();
      await expect(options.show('Implant')).toHaveAttribute('aria-pressed', 'true');
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolationsAtRest(page);

      // Next and previous move one card; two quick taps on next reach the third; a swipe back, the second.
      await options.next.tap();
      await expectOptionShown(options, 'Bridge', 2);
      await options.previous.tap();
      await expectOptionShown(options, 'Implant', 1);
      await options.next.tap();
      await options.next.tap();
      await expectOptionShown(options, 'Removable denture', 3);
      await expect(options.next).toBeDisabled();
      await options.swipeBack();
      await expectOptionShown(options, 'Bridge', 2);
      await expectNoAxeViolationsAtRest(page);

      // Choosing one shows its plan below and keeps it in the address.
      await options.show('Removable denture').tap();
      await expect(options.show('Removable denture')).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/[?&]option=3(&|$)/);
      await expect(options.planHeading('Removable denture')).toBeAttached();
      await expectNoAxeViolationsAtRest(page);

      // The 3D tab shows the chosen option and switches between them.
      await page.getByRole('tab', { name: text(language, 'views.model') }).tap();
      const switcher = page.getByRole('group', { name: text(language, 'options.modelSwitch') });
      await expect(switcher.getByRole('button', { name: 'Removable denture' })).toHaveAttribute('aria-pressed', 'true');
      const arch = page.getByRole('application').first();
      await expectDrawn(arch);
      await switcher.getByRole('button', { name: 'Bridge' }).tap();
      await expect(switcher.getByRole('button', { name: 'Bridge' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/[?&]option=2(&|$)/);
      await expect(options.show('Bridge')).toHaveAttribute('aria-pressed', 'true');
      await expectDrawn(arch);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolationsAtRest(page);

      // A reload keeps the choice.
      await page.reload();
      await expect(options.planHeading('Bridge')).toBeAttached();
    });
  }
});

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
