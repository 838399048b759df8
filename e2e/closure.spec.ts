import { authorizationKey } from '../contract/rules/auth';
import { expect, type Page, test } from './support/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtRest } from './support/axe';
import { languages, t } from './support/locales';
import { testPasswords } from './support/passwords';
import { signUpByApi, storeSession, uniqueEmail } from './support/session';

/** The day as the page writes it: the browser's own Intl, in the page's language. */
const shownDate = (page: Page, iso: string, language: string): Promise<string> =>
  page.evaluate(
    ([value, lng]) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(new Date(value!)),
    [iso, language],
  );

for (const language of languages) {
  test(`the owner closes the account, signs in again and cancels the closure (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const tr = (key: string) => t(language, 'settings', key);
    const auth = (key: string) => t(language, 'auth', key);
    const email = uniqueEmail('closure');
    const token = await signUpByApi(page.request, { companyName: 'E2E Closing', email, language });
    await storeSession(page, token, language);
    await page.goto(`/company/settings?lng=${language}`);

    // The section says what happens; the dialog refuses a wrong e-mail on its field.
    const section = page.getByRole('region', { name: tr('closure.title') });
    await expect(section).toBeVisible();
    await expectNoAxeViolationsAtRest(page);
    await section.getByRole('button', { name: tr('closure.open') }).click();
    const dialog = page.getByRole('dialog', { name: tr('closure.dialogTitle') });
    const emailField = dialog.getByLabel(tr('closure.email'));
    await expect(emailField).toBeFocused();
    await emailField.fill(`other-${email}`);
    await dialog.getByLabel(tr('closure.password')).fill(testPasswords.clinic);
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(tr('closure.emailMismatch'))).toBeVisible();
    await expectNoAxeViolationsAtRest(page);

    await emailField.fill(email);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: tr('closure.done') })).toBeFocused();
    const account = await page.request.get('/api/account', { headers: { [authorizationKey]: token } });
    const { closure } = (await account.json()) as { closure?: { scheduledFor: string } };
    expect(closure).toBeDefined();
    const date = await shownDate(page, closure!.scheduledFor, language);
    await expect(dialog.getByText(tr('closure.scheduled').replace('{{date}}', date))).toBeVisible();
    await expect(dialog.getByRole('button', { name: tr('closure.done') })).toBeFocused();
    // The focused button's ripple pulses without end, so "at rest" never comes; axe waits for the fade only.
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    const notice = page.getByText(tr('closure.notice').replace('{{date}}', date));
    await expect(notice).toBeVisible();
    await expectNoAxeViolationsAtRest(page);

    // Signed out and in again (as from the e-mail's link), the notice offers the cancel.
    await page
      .getByRole('button', { name: t(language, 'common', 'auth.signOut') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/sign-in(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth('signIn.title'));
    await expectNoAxeViolationsAtRest(page);
    await page.getByLabel(auth('fields.login')).fill(email);
    await page.getByLabel(auth('fields.password'), { exact: true }).fill(testPasswords.clinic);
    await page.getByRole('button', { name: auth('signIn.submit'), exact: true }).click();
    await expect(notice).toBeVisible();
    await expectNoAxeViolationsAtRest(page);

    await page.getByRole('button', { name: tr('closure.cancel') }).click();
    await expect(page.getByText(tr('closure.cancelled'))).toBeVisible();
    await expect(notice).toBeHidden();
    // The button went with the notice: the keyboard's focus is on the page, not lost.
    await expect(page.getByRole('main')).toBeFocused();
    await expectNoAxeViolationsAtRest(page);
    const newToken = await page.evaluate((key) => window.localStorage.getItem(key) ?? '', authorizationKey);
    const after = await page.request.get('/api/account', { headers: { [authorizationKey]: newToken } });
    expect(((await after.json()) as { closure?: unknown }).closure).toBeUndefined();
  });
}
