import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { receiptTexts } from '../server/modules/card-decisions/receipt-texts';
import { pdfText } from '../server-test/pdf-text';
import { expectNoAxeViolationsAtRest } from './support/axe';
import { expectDrawn } from './support/canvas';
import { seedSharedCard } from './support/cards';
import { expectNoHorizontalOverflow } from './support/layout';
import { type Language, t } from './support/locales';
import { expectOptionShown, optionComparison } from './support/preview-options';
import { saveScreens } from './support/screenshots';

// The patient on a phone, from the comparison to the answer: compare and swipe the options, switch the 3D option,
// accept one with a receipt (the desktop comparison: preview-options.spec.ts; every answer and its rules: the
// server's and the components' tests).

const text = (language: Language, key: string) => t(language, 'preview', key);
const signature: Record<Language, string> = { en: 'Olena Kovalenko', ru: 'Елена Коваленко', uk: 'Олена Коваленко' };

test.describe('the patient decides on a phone', () => {
  // A patient in Kyiv: the receipt is asked for in the browser's zone and prints its offset.
  const timezoneId = 'Europe/Kyiv';
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, timezoneId });

  for (const language of ['en', 'ru', 'uk'] as const) {
    test(`in ${language} the patient compares and swipes the options, switches the 3D option, accepts option 2 and downloads the receipt`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const card = await seedSharedCard(baseURL!, { pdf: false });
      await page.goto(`/preview/${card.previewLink}?lng=${language}`);
      await expect(page.getByRole('heading', { level: 1, name: text(language, 'title') })).toBeVisible();

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

      const decision = page.getByRole('region', { name: text(language, 'decision.title') });
      await expect(decision.getByText(text(language, 'decision.lead'))).toBeVisible();

      // Accept option 2: sending the empty form names both fields.
      await options
        .card('Bridge')
        .getByRole('button', { name: text(language, 'decision.acceptOption') })
        .tap();
      const dialog = page.getByRole('dialog', { name: text(language, 'decision.acceptTitle') });
      await expect(dialog.getByText('Bridge', { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: text(language, 'decision.acceptSubmit') }).tap();
      const name = dialog.getByRole('textbox', { name: text(language, 'decision.fullName') });
      const consent = dialog.getByRole('checkbox', { name: text(language, 'decision.consentLine') });
      await expect(name).toHaveAccessibleDescription(text(language, 'decision.nameRequired'));
      await expect(consent).toHaveAccessibleDescription(text(language, 'decision.consentRequired'));
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolationsAtRest(page);
      await saveScreens(page, `accept-errors-${language}`);
      await name.fill(signature[language]);
      await consent.tap();
      await expect(consent).toBeChecked();
      await dialog.getByRole('button', { name: text(language, 'decision.acceptSubmit') }).tap();
      await expect(dialog).toBeHidden();

      // The section says what was accepted and when, and offers the receipt.
      const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: timezoneId }).format(new Date());
      const accepted = text(language, 'decision.accepted').replace('{{option}}', 'Bridge').replace('{{date}}', day);
      await expect(decision.getByText(accepted)).toBeVisible();
      const signed = text(language, 'decision.signedAs').replace('{{name}}', signature[language]);
      await expect(decision.getByText(signed)).toBeVisible();
      await expectNoAxeViolationsAtRest(page);
      await saveScreens(page, `accepted-${language}`, decision);

      const receipt = decision.getByRole('link', { name: text(language, 'decision.receipt') });
      const title = receiptTexts[language].title;
      const download = page.waitForEvent('download');
      await receipt.tap();
      expect((await download).suggestedFilename()).toBe(`${title}.pdf`);
      const pdf = await readFile((await (await download).path())!);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(10_000);
      const href = (await receipt.getAttribute('href'))!;
      // Chromium may name the zone by its older alias (Europe/Kiev); the server's Intl knows both.
      const query = new URL(href, baseURL).searchParams;
      expect([query.get('lng'), query.get('tz')]).toEqual([language, expect.stringMatching(/^Europe\/Ki(e|y)v$/)]);
      const offset = new Intl.DateTimeFormat('en', { timeZone: timezoneId, timeZoneName: 'short' })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')!.value;
      expect(pdfText(pdf)).toContain(offset);
      const answer = await page.request.get(href);
      expect(answer.headers()['content-disposition']).toBe(
        `attachment; filename=treatment-plan-accepted.pdf; filename*=UTF-8''${encodeURIComponent(title)}.pdf`,
      );

      // A reload still shows the acceptance.
      await page.reload();
      await expect(decision.getByText(accepted)).toBeVisible();
      await expect(decision.getByRole('link', { name: text(language, 'decision.receipt') })).toBeVisible();
    });
  }
});
