import { type Page, expect, test } from './support/test';
import { expectNoAxeViolationsAtRest } from './support/axe';
import { activateAndUploadSampleCard, seedSharedCard } from './support/cards';
import { answerPlan, expectMailSubjects } from './support/decisions';
import { expectNoHorizontalOverflow } from './support/layout';
import { type Language, t } from './support/locales';
import { acceptedPlatformToken } from './support/platform';
import { saveScreens } from './support/screenshots';
import { signUpByApi, storeSession, uniqueEmail } from './support/session';

const openCabinet = async (page: Page, token: string, language: Language) => {
  await storeSession(page, token, language);
  await page.goto(`/company?lng=${language}`);
};

/** A local day `days` ahead as a date input's value. */
const dayAhead = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');
};

test('a clinic sees its shared plan, its views, changes the expiry, sends a patient record and revokes the link', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const card = await seedSharedCard(baseURL!);
  await openCabinet(page, card.token, 'en');

  const section = page.getByRole('region', { name: 'Shared plans' });
  const plan = section.getByRole('listitem', { name: 'Olena Kovalenko' });
  await expect(plan).toBeVisible();
  await expect(plan.getByText('$4,180.00')).toBeVisible();
  await expect(plan.getByText('0 views')).toBeVisible();
  await expect(plan.getByText('Not opened yet')).toBeVisible();
  await expect(plan.getByText('Active', { exact: true })).toBeVisible();
  await expect(plan.getByRole('button', { name: /patient record/ })).toHaveCount(0);
  await expectNoAxeViolationsAtRest(page);

  // The link opens in a new tab and is the one the desktop program got.
  const open = plan.getByRole('link', { name: 'Open the plan of Olena Kovalenko (new tab)' });
  await expect(open).toHaveAttribute('href', card.previewUrl);
  await expect(open).toHaveAttribute('target', '_blank');
  await plan.getByRole('button', { name: 'Copy the link of Olena Kovalenko' }).click();
  await expect(page.getByText(/Link copied/)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(card.previewUrl);

  // The patient opens the plan: the view is counted (the server writes views within a second, in batches).
  const viewed = await request.get(`/api/cards/${card.previewLink}`);
  expect(viewed.status()).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(plan.getByText('1 view', { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(plan.getByText(/^Last opened /)).toBeVisible();

  // A new expiry: a past day is refused here, ten days ahead is saved.
  await plan.getByRole('button', { name: "Change the expiry of Olena Kovalenko's link" }).click();
  const dialog = page.getByRole('dialog', { name: 'Change expiry' });
  const field = dialog.getByLabel(/Link works until/);
  await field.fill('2020-01-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose a date from tomorrow on.')).toBeVisible();
  await expectNoAxeViolationsAtRest(page);
  await field.fill(dayAhead(10));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The new expiry is saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const expected = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(
    new Date(Date.now() + 10 * 86_400_000),
  );
  await expect(plan.getByText(`Expires ${expected}`)).toBeVisible();
  const preview = (await (await request.get(`/api/cards/${card.previewLink}`)).json()) as { expiresAt: string };
  expect(new Date(preview.expiresAt).getDate()).toBe(new Date(Date.now() + 10 * 86_400_000).getDate());

  // Link the patient platform in settings, then send the card as a patient record.
  await page.goto('/company/settings');
  await page.getByRole('textbox', { name: 'Platform API token' }).fill(acceptedPlatformToken);
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText(/^Linked on /)).toBeVisible();
  await page.goto('/company');
  await plan.getByRole('button', { name: 'Create a patient record for Olena Kovalenko' }).click();
  await expect(plan.getByText(/^Sent to the patient platform on /)).toBeVisible();
  await expectNoAxeViolationsAtRest(page);

  // Revoke through the confirmation: the patient's link is gone.
  await plan.getByRole('button', { name: 'Revoke the link of Olena Kovalenko' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this link?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolationsAtRest(page);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('The link is revoked.')).toBeVisible();
  await expect(plan.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(plan.getByRole('link')).toHaveCount(0);
  expect((await request.get(`/api/cards/${card.previewLink}`)).status()).toBe(404);
  await expectNoAxeViolationsAtRest(page);
});

test('a clinic sees its patients’ answers: the statuses, the filter, the history, the figures and the e-mails', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // Two plans of one clinic, both opened: one patient declines, then accepts Bridge; the other asks a question.
  const card = await seedSharedCard(baseURL!, { pdf: false });
  const device = { key: card.key, fingerprint: card.fingerprint, deviceName: 'Surgery 1' };
  const other = await activateAndUploadSampleCard(baseURL!, device, { pdf: false });
  for (const { previewLink } of [card, other])
    expect((await page.request.get(`/api/cards/${previewLink}`)).ok()).toBe(true);
  await answerPlan(page.request, card.previewLink, { kind: 'declined', reason: 'Too expensive for now' });
  await answerPlan(page.request, card.previewLink, {
    kind: 'accepted',
    optionIndex: 1,
    fullName: 'Olena Kovalenko',
    consent: true,
  });
  await answerPlan(page.request, other.previewLink, { kind: 'question', message: 'Is the bridge done in one visit?' });
  await expectMailSubjects(card.email, [
    'Dentiqo 3D: Olena Kovalenko declined a treatment plan',
    'Dentiqo 3D: Olena Kovalenko accepted a treatment plan',
    'Dentiqo 3D: Olena Kovalenko asked a question about a treatment plan',
  ]);

  await openCabinet(page, card.token, 'en');
  const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date());
  const section = page.getByRole('region', { name: 'Shared plans' });
  const plans = section.getByRole('listitem', { name: 'Olena Kovalenko' });
  await expect(plans).toHaveCount(2);
  await expect(section.getByText(`Accepted: Bridge · ${today}`)).toBeVisible();
  await expect(section.getByText(`Question waiting · ${today}`)).toBeVisible();

  // The figures of the last 90 days: both shared and opened (views are written within a second), one accepted.
  const figures = page.getByRole('list', { name: 'All plans' }).getByRole('listitem');
  await expect(async () => {
    await page.reload();
    await expect(figures).toHaveText(['Shared2', 'Opened2100% of shared', 'Accepted150% of shared'], {
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolationsAtRest(page);
  await saveScreens(page, 'clinic-figures-en', page.getByRole('region', { name: 'Plans in the last 90 days' }));

  // The filter keeps the accepted plan alone, in the address too, so a reload shows the same.
  const filter = page.getByRole('group', { name: 'Show plans' });
  await filter.getByRole('button', { name: 'Accepted', exact: true }).click();
  await expect(page).toHaveURL(/[?&]plans=accepted(&|$)/);
  await expect(plans).toHaveCount(1);
  await page.reload();
  await expect(filter.getByRole('button', { name: 'Accepted', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(plans).toHaveCount(1);
  await expect(plans.getByText(`Accepted: Bridge · ${today}`)).toBeVisible();
  await expectNoAxeViolationsAtRest(page);
  await saveScreens(page, 'clinic-filtered-en', section);

  // The history lists both answers, the refusal marked as superseded.
  await plans.getByRole('button', { name: 'Answers of Olena Kovalenko' }).click();
  const history = page.getByRole('dialog', { name: 'Answers of Olena Kovalenko' });
  const answers = history.getByRole('listitem');
  await expect(answers).toHaveCount(2);
  await expect(answers.nth(0).getByRole('heading', { name: 'Declined' })).toBeVisible();
  await expect(answers.nth(0).getByText('Superseded')).toBeVisible();
  await expect(answers.nth(0).getByText('Too expensive for now')).toBeVisible();
  await expect(answers.nth(1).getByRole('heading', { name: 'Accepted' })).toBeVisible();
  await expect(answers.nth(1).getByText('Bridge', { exact: true })).toBeVisible();
  await expectNoAxeViolationsAtRest(page);
  await saveScreens(page, 'clinic-history-en');
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();

  await filter.getByRole('button', { name: 'Question waiting' }).click();
  await expect(plans).toHaveCount(1);
  await expect(plans.getByText(`Question waiting · ${today}`)).toBeVisible();
});

for (const language of ['en', 'ru', 'uk'] as const) {
  test(`shared plans, with an accepted one, fit a phone and pass axe (${language})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const card = await seedSharedCard(baseURL!, { language });
    await answerPlan(page.request, card.previewLink, {
      kind: 'accepted',
      optionIndex: 1,
      fullName: 'O. K.',
      consent: true,
    });
    await openCabinet(page, card.token, language);
    const section = page.getByRole('region', { name: t(language, 'shared-plans', 'title') });
    const plan = section.getByRole('listitem', { name: 'Olena Kovalenko' });
    const today = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date());
    const accepted = t(language, 'shared-plans', 'status.acceptedSince')
      .replace('{{option}}', 'Bridge')
      .replace('{{date}}', today);
    await expect(plan.getByText(accepted)).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolationsAtRest(page);
    await saveScreens(page, `clinic-accepted-${language}`, plan);
    // The figures per module show every column on a phone, the accepted one included, without scrolling sideways.
    const byModule = page.getByRole('region', { name: t(language, 'shared-plans', 'figures.byModule') });
    await expect(byModule.getByRole('row')).toHaveCount(6);
    expect(await byModule.evaluate((table) => table.scrollWidth - table.clientWidth)).toBe(0);
  });
}

test('a clinic without shared plans is told where they come from', async ({ page }) => {
  const token = await signUpByApi(page.request, { companyName: 'Empty Clinic', email: uniqueEmail('empty') });
  await openCabinet(page, token, 'en');
  await expect(page.getByRole('heading', { level: 3, name: 'No shared plans yet' })).toBeVisible();
  await expectNoAxeViolationsAtRest(page);
});
