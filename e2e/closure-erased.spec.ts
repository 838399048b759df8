import { authorizationKey } from '../contract/rules/auth';
import { expect, test } from './support/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtRest } from './support/axe';
import { seedSharedCard } from './support/cards';
import { passClosureDay } from './support/closure-day';
import { appName, languages, t } from './support/locales';
import { waitForMailSubject } from './support/mail';
import { storeSession } from './support/session';

for (const language of languages) {
  test(`the owner closes the account, the day passes and the clinic is gone (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const tr = (key: string) => t(language, 'settings', key);
    const auth = (key: string) => t(language, 'auth', key);
    const companyName = `E2E Erased ${language}`;
    const card = await seedSharedCard(baseURL!, { language, companyName, pdf: false });
    const account = await page.request.get('/api/account', { headers: { [authorizationKey]: card.token } });
    const companyId = ((await account.json()) as { company: { id: string } }).company.id;
    await storeSession(page, card.token, language);
    await page.goto(`/company/settings?lng=${language}`);

    await page
      .getByRole('region', { name: tr('closure.title') })
      .getByRole('button', { name: tr('closure.open') })
      .click();
    const dialog = page.getByRole('dialog', { name: tr('closure.dialogTitle') });
    await dialog.getByLabel(tr('closure.email')).fill(card.email);
    await dialog.getByLabel(tr('closure.password')).fill(card.password);
    await page.keyboard.press('Enter');
    const done = dialog.getByRole('button', { name: tr('closure.done') });
    await expect(done).toBeFocused();
    // The focused button's ripple pulses without end, so "at rest" never comes; axe waits for the fade only.
    await expectNoAxeViolations(page);
    await done.click();
    await expect(dialog).toBeHidden();

    await passClosureDay(companyId);

    // The old e-mail signs in to nothing: the same answer as for any unknown account.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`/sign-in?lng=${language}`);
    await page.getByLabel(auth('fields.login')).fill(card.email);
    await page.getByLabel(auth('fields.password'), { exact: true }).fill(card.password);
    await page.getByRole('button', { name: auth('signIn.submit'), exact: true }).click();
    await expect(page.getByText(auth('errors.invalidCredentials'))).toBeVisible();
    await expectNoAxeViolationsAtRest(page);

    // The patient's link finds no plan.
    await page.goto(`/preview/${card.previewLink}?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: t(language, 'preview', 'notFound.title') })).toBeVisible();
    await expectNoAxeViolationsAtRest(page);

    const subject = t(language, 'emails', 'closureDone.subject').replace('{{appName}}', appName);
    const final = await waitForMailSubject(card.email, subject);
    expect(final.text).toContain(companyName);
  });
}
