import { randomBytes } from 'node:crypto';
import { type Page, expect, test } from './support/test';
import { animationsEnded, expectNoAxeViolations } from './support/axe';
import { type Language, appName, t } from './support/locales';
import { waitForMailLink } from './support/mail';
import { testPasswords } from './support/passwords';
import { signUpByApi, uniqueEmail } from './support/session';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const signIn = async (page: Page, language: Language, login: string, password: string) => {
  const tr = (key: string) => t(language, 'auth', key);
  await expect(heading(page)).toHaveText(tr('signIn.title'));
  await page.getByLabel(tr('fields.login')).fill(login);
  await page.getByLabel(tr('fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: tr('signIn.submit'), exact: true }).click();
};

const signOut = async (page: Page, language: Language) => {
  await page
    .getByRole('button', { name: t(language, 'common', 'auth.signOut') })
    .first()
    .click();
  // The protected area may add `?next=/company` on its way out; either way the sign-in page opens.
  await expect(page).toHaveURL(/\/sign-in(\?|$)/);
  await expect(heading(page)).toHaveText(t(language, 'auth', 'signIn.title'));
};

for (const language of ['en', 'uk'] as const) {
  test(`a clinic signs up, confirms its e-mail, signs out and in, and resets its password (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const auth = (key: string) => t(language, 'auth', key);
    const confirmation = (key: string) => t(language, 'email-confirmation', key);
    const notice = (key: string) => t(language, 'notifications', key);
    const email = uniqueEmail(`owner-${language}`);
    const companyName = language === 'en' ? 'Bright Smile Clinic' : 'Клініка «Сяйна усмішка»';
    const password = testPasswords.first;
    const newPassword = testPasswords.reset;

    // Sign up, after the form has explained what it needs.
    await page.goto(`/sign-up?lng=${language}`);
    await expect(heading(page)).toHaveText(auth('signUp.title'));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: auth('signUp.submit') }).click();
    await expect(page.getByText(auth('validation.companyNameRequired'))).toBeVisible();
    await expect(page.getByText(auth('validation.passwordRepeatRequired'))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(auth('fields.companyName')).fill(companyName);
    await page.getByLabel(auth('fields.email')).fill(email);
    await page.getByLabel(auth('fields.password'), { exact: true }).fill(password);
    await page.getByLabel(auth('fields.passwordRepeat')).fill(password);
    await page.getByRole('button', { name: auth('signUp.submit') }).click();

    // The cabinet names the company and warns about the unconfirmed e-mail.
    await expect(page).toHaveURL(/\/company$/);
    const banner = page.getByText(notice('emailNotConfirmed'));
    await expect(banner).toBeVisible();
    await expect(page.getByRole('banner').getByText(companyName)).toBeVisible();
    await expect(heading(page)).toBeVisible();
    await expectNoAxeViolations(page);

    // The confirmation e-mail is written in the clinic's language; its link confirms.
    const { link: confirmLink, mail } = await waitForMailLink(email, '/submit-profile/');
    expect(mail.subject).toBe(t(language, 'emails', 'emailConfirmation.subject').replace('{{appName}}', appName));
    await page.goto(confirmLink);
    await expect(heading(page)).toHaveText(confirmation('success.title'));
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: confirmation('success.toCabinet') }).click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('banner').getByText(companyName)).toBeVisible();
    await expect(banner).toBeHidden();

    // A second click on the same link is still good news.
    await page.goto(confirmLink);
    await expect(heading(page)).toHaveText(confirmation('success.alreadyTitle'));
    await page.getByRole('link', { name: confirmation('success.toCabinet') }).click();

    // Sign out and back in.
    await signOut(page, language);
    await expectNoAxeViolations(page);
    await signIn(page, language, email.toUpperCase(), password);
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('banner').getByText(companyName)).toBeVisible();
    await signOut(page, language);

    // Forgot the password: the page never says whether the account exists.
    await page.getByRole('link', { name: auth('signIn.forgotPassword') }).click();
    await expect(heading(page)).toHaveText(auth('forgotPassword.title'));
    await expectNoAxeViolations(page);
    await page.getByLabel(auth('fields.email')).fill(email);
    await page.getByRole('button', { name: auth('forgotPassword.submit') }).click();
    await expect(heading(page)).toHaveText(auth('forgotPassword.sentTitle'));
    await expectNoAxeViolations(page);

    const { link: resetLink } = await waitForMailLink(email, '/reset-password/');
    await page.goto(resetLink);
    await expect(heading(page)).toHaveText(auth('resetPassword.title'));
    await expectNoAxeViolations(page);
    await page.getByLabel(auth('fields.newPassword')).fill(newPassword);
    await page.getByLabel(auth('fields.passwordRepeat')).fill(newPassword);
    await page.getByRole('button', { name: auth('resetPassword.submit') }).click();
    await expect(heading(page)).toHaveText(auth('resetPassword.doneTitle'));
    await expectNoAxeViolations(page);

    // The used link is spent.
    await page.goto(resetLink);
    await page.getByLabel(auth('fields.newPassword')).fill(testPasswords.resetAgain);
    await page.getByLabel(auth('fields.passwordRepeat')).fill(testPasswords.resetAgain);
    await page.getByRole('button', { name: auth('resetPassword.submit') }).click();
    await expect(heading(page)).toHaveText(auth('resetPassword.linkFailedTitle'));
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: auth('resetPassword.backToSignIn') }).click();

    // The old password no longer works; the new one does.
    await signIn(page, language, email, password);
    await expect(page.getByText(auth('errors.invalidCredentials'))).toBeVisible();
    await expect(page.getByText(notice('signInFailed'))).toBeVisible();
    // axe measures colours as they are: a notice still fading in reads as low contrast.
    await animationsEnded(page);
    await expectNoAxeViolations(page);
    await page.getByLabel(auth('fields.password'), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: auth('signIn.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('banner').getByText(companyName)).toBeVisible();
    await expect(banner).toBeHidden();
  });
}

test('a confirmation link that is not valid explains itself and how to get a new one (ru)', async ({ page }) => {
  await page.goto(`/submit-profile/${randomBytes(32).toString('base64url')}?lng=ru`);
  const confirmation = (key: string) => t('ru', 'email-confirmation', key);
  await expect(heading(page)).toHaveText(t('ru', 'notifications', 'emailConfirmationFailed'));
  await expect(page.getByText(confirmation('failure.invalid'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: confirmation('failure.signIn') })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a taken e-mail is reported on the sign-up field', async ({ page, request }) => {
  const email = uniqueEmail('owner-en');
  await signUpByApi(request, { companyName: 'First Clinic', email });
  await page.goto('/sign-up?lng=en');
  await page.getByLabel('Company name').fill('Second Clinic');
  await page.getByLabel('E-mail').fill(email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(testPasswords.signUp);
  await page.getByLabel('Repeat password').fill(testPasswords.signUp);
  await page.getByRole('button', { name: t('en', 'auth', 'signUp.submit') }).click();
  await expect(page.getByText(t('en', 'auth', 'errors.emailTaken'))).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});
