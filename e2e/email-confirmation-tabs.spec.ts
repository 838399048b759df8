import { type Page, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { t } from './support/locales';
import { waitForMailLink, waitForNewMailLink } from './support/mail';
import { signUpByApi, storeSession, uniqueEmail } from './support/session';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('the open cabinet unlocks when another tab confirms the e-mail, and a replaced link says so', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const confirmation = (key: string) => t('en', 'email-confirmation', key);
  const email = uniqueEmail('tabs-en');
  const token = await signUpByApi(request, { companyName: 'Two Tabs Clinic', email });
  const { link: firstLink } = await waitForMailLink(email, '/submit-profile/');

  await storeSession(page, token, 'en');
  await page.goto('/company?lng=en');
  const warning = page.getByText(t('en', 'notifications', 'emailNotConfirmed'));
  const locked = page.getByText(t('en', 'dashboard', 'locked.title'));
  await expect(warning).toBeVisible();
  await expect(locked.first()).toBeVisible();

  // "Send the link again": the first e-mail's link is replaced by the new one.
  await page.getByRole('button', { name: confirmation('banner.resend') }).click();
  await expect(page.getByText(t('en', 'notifications', 'confirmationEmailSent'))).toBeVisible();
  const newLink = await waitForNewMailLink(email, '/submit-profile/', firstLink);

  const mailTab = await context.newPage();
  await mailTab.goto(firstLink);
  await expect(heading(mailTab)).toHaveText(confirmation('superseded.title'));
  await expect(mailTab.getByText(confirmation('superseded.body'))).toBeVisible();
  await expectNoAxeViolations(mailTab);

  await mailTab.goto(newLink);
  await expect(heading(mailTab)).toHaveText(confirmation('success.title'));

  // The cabinet's tab learns of it without a reload.
  await expect(warning).toBeHidden();
  await expect(locked).toHaveCount(0);
  await expectNoAxeViolations(page);
});
