import { type Page, expect, test } from './support/test';
import { expectNoAxeViolationsAtRest } from './support/axe';
import { seedSharedCard } from './support/cards';
import { expectNoHorizontalOverflow } from './support/layout';
import { type Language, t } from './support/locales';
import { acceptedPlatformToken } from './support/platform';
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

for (const language of ['en', 'ru', 'uk'] as const) {
  test(`shared plans fit a phone and pass axe (${language})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const card = await seedSharedCard(baseURL!, { language });
    await openCabinet(page, card.token, language);
    const section = page.getByRole('region', { name: t(language, 'shared-plans', 'title') });
    await expect(section.getByRole('listitem', { name: 'Olena Kovalenko' })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolationsAtRest(page);
  });
}

test('a clinic without shared plans is told where they come from', async ({ page }) => {
  const token = await signUpByApi(page.request, { companyName: 'Empty Clinic', email: uniqueEmail('empty') });
  await openCabinet(page, token, 'en');
  await expect(page.getByRole('heading', { level: 3, name: 'No shared plans yet' })).toBeVisible();
  await expectNoAxeViolationsAtRest(page);
});
