import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './support/test';
import { expectNoAxeViolationsAtRest } from './support/axe';
import { languages, t } from './support/locales';
import { waitForMailLink } from './support/mail';
import { signUpByApi, storeSession, uniqueEmail } from './support/session';

/** A text of the locale with its {{placeholders}} as "anything", for texts that carry sizes and dates. */
const pattern = (text: string): RegExp =>
  new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+')}$`);

for (const language of languages) {
  test(`the owner exports the data, downloads the ZIP and finds the clinic in it (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    const tr = (key: string) => t(language, 'settings', key);
    const email = uniqueEmail('export');
    const companyName = `E2E Export ${language}`;
    const token = await signUpByApi(page.request, { companyName, email, language });
    await storeSession(page, token, language);
    await page.goto(`/company/settings?lng=${language}`);

    const section = page.getByRole('region', { name: tr('export.title') });
    await expect(section).toBeVisible();
    await expectNoAxeViolationsAtRest(page);
    await section.getByRole('button', { name: tr('export.prepare') }).click();

    // A new clinic's ZIP is small: the bar may pass in a moment; the ready text is announced in the status region.
    await expect(section.getByRole('status').getByText(pattern(tr('export.ready')))).toBeVisible({ timeout: 30_000 });
    await expect(section.getByText(tr('export.emailed').replace('{{email}}', email))).toBeVisible();
    const link = section.getByRole('link', { name: tr('export.download') });
    await expectNoAxeViolationsAtRest(page);

    const href = (await link.getAttribute('href'))!;
    const { mail } = await waitForMailLink(email, '/api/exports/');
    expect(mail.text).toContain(href);

    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^dentiqo-export-e2e-export-[a-z]{2}-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(strFromU8(files['README.md']!)).toContain(companyName);
    const account = JSON.parse(strFromU8(files['account.json']!)) as { name: string; email: string };
    expect(account).toMatchObject({ name: companyName, email });
  });
}
