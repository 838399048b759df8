import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { authorizationKey } from '../contract/rules/auth';
import { expect, type Page, test } from './support/test';
import { expectNoAxeViolationsAtRest } from './support/axe';
import { expectNoHorizontalOverflow } from './support/layout';
import { waitForMailLink } from './support/mail';
import { acceptedPlatformToken } from './support/platform';
import { testPasswords } from './support/passwords';
import { signUpByApi, storeSession, uniqueEmail } from './support/session';

/**
 * Signs a fresh company up through the API, confirms its e-mail from the mail it receives when `confirmed` (staff
 * management needs it), and opens `path` with its session in local storage.
 */
const signUpAndOpen = async (page: Page, path: string, { confirmed = false } = {}): Promise<void> => {
  const email = uniqueEmail('e2e');
  const token = await signUpByApi(page.request, { companyName: 'E2E Dental', email });
  if (confirmed) {
    const { link } = await waitForMailLink(email, '/submit-profile/');
    const confirm = await page.request.post('/api/auth/confirm-email', { data: { token: link.split('/').pop() } });
    expect(confirm.status()).toBe(200);
  }
  await storeSession(page, token);
  await page.goto(path);
};

test('settings: profile, logo, a doctor, and linking then unlinking the platform', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAndOpen(page, '/company/settings?lng=en', { confirmed: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
  await expectNoAxeViolationsAtRest(page);

  // Profile
  await page.getByRole('combobox', { name: 'Country' }).fill('Ukra');
  await page.getByRole('option', { name: 'Ukraine' }).click();
  await page.getByRole('textbox', { name: 'City' }).fill('Kyiv');
  await page.getByRole('textbox', { name: 'CEO' }).fill('Olena Koval');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0441234567');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile was successfully updated')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+380 44 123 4567');
  await expectNoAxeViolationsAtRest(page);

  // Logo: shows in the settings card and in the header.
  const logo = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#2a6df4' } })
    .png()
    .toBuffer();
  await page.getByTestId('avatar-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Avatar uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Clinic logo' })).toBeVisible();
  await expectNoAxeViolationsAtRest(page);

  // A doctor
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a doctor or admin' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Iryna');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Shevchenko');
  const doctorLogin = `dr.${randomBytes(3).toString('hex')}`;
  await dialog.getByRole('textbox', { name: 'Login' }).fill(doctorLogin);
  await dialog.getByLabel('Password').fill(testPasswords.doctor);
  await expectNoAxeViolationsAtRest(page);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Doctor was successfully added!')).toBeVisible();
  await expect(page.getByText('Iryna Shevchenko')).toBeVisible();
  await expectNoAxeViolationsAtRest(page);

  // The owner's audit log has it on top, with who did it.
  const events = page.getByRole('list', { name: 'Security events' }).getByRole('listitem');
  await expect(events.first()).toContainText(`Staff member added: ${doctorLogin}`);
  await expect(events.first()).toContainText('Owner · IP ');
  await events.first().scrollIntoViewIfNeeded();
  await expectNoAxeViolationsAtRest(page);

  // Platform: a refused token, the accepted one, then unlink with confirmation.
  const token = page.getByRole('textbox', { name: 'Platform API token' });
  await token.fill('not-the-right-token');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText('The platform did not accept this token')).toBeVisible();
  await expectNoAxeViolationsAtRest(page);
  await token.fill(acceptedPlatformToken);
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText(/^Linked on /)).toBeVisible();
  await expectNoAxeViolationsAtRest(page);
  await page.getByRole('button', { name: 'Unlink' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unlink the platform?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolationsAtRest(page);
  await confirm.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByRole('textbox', { name: 'Platform API token' })).toBeVisible();
  await expectNoAxeViolationsAtRest(page);
});

test('price list: ten rows, then a currency change that keeps the numbers', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndOpen(page, '/company/price-list?lng=en');
  await expect(page.getByText('Your price list is empty')).toBeVisible();
  await expectNoAxeViolationsAtRest(page);

  const elements = [
    'Composite filling',
    'Zirconia crown',
    'Ceramic veneer',
    'Dental implant placement',
    'Bone grafting',
  ];
  const rows = page.getByRole('table', { name: 'Price list rows' }).getByRole('row', { name: /^Row \d+$/ });
  for (let index = 0; index < 10; index += 1) {
    await page.getByRole('button', { name: 'Add row' }).click();
    const row = rows.last();
    const position = index + 1;
    await row.getByRole('combobox', { name: `Element, row ${position}` }).click();
    await page.getByRole('option', { name: elements[index % elements.length]! }).click();
    await row.getByRole('textbox', { name: `Name, row ${position}` }).fill(`Service ${position}`);
    await row.getByRole('textbox', { name: `Price, row ${position}` }).fill(`${100 + index}.50`);
    if (index === 0) await expectNoAxeViolationsAtRest(page);
    // Enter in a field saves its row, as Save does.
    await page.keyboard.press('Enter');
    await expect(row.getByText('Counts', { exact: true })).toBeVisible();
    // Saved, the row offers no Save until it changes again.
    await expect(row.getByRole('button', { name: `Save row ${position}` })).toHaveCount(0);
    await expect(rows).toHaveCount(position);
  }
  // The element's whole name shows, on two lines where it needs them.
  await expect(rows.nth(3).getByRole('combobox', { name: 'Element, row 4' })).toHaveText('Dental implant placement');
  await expect(
    page.getByText('10 of 10 rows count: the 5-day bonus is earned. Get it on the dashboard.'),
  ).toBeVisible();
  await expect(page.getByText('$100.50')).toBeVisible();
  await expectNoAxeViolationsAtRest(page);

  // Delete, then Undo: the row comes back as it was and the server never lost it.
  await rows.nth(9).getByRole('button', { name: 'Delete row 10' }).click();
  await expect(rows).toHaveCount(9);
  await expect(page.getByText('Row deleted')).toBeVisible();
  await expectNoAxeViolationsAtRest(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rows).toHaveCount(10);
  await expect(rows.nth(9).getByRole('textbox', { name: 'Name, row 10' })).toHaveValue('Service 10');

  // A phone gets the same rows as a compact list, without scrolling sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(rows.first().getByRole('textbox', { name: 'Name, row 1' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolationsAtRest(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('combobox', { name: 'Currency' }).fill('Euro');
  await page.getByRole('option', { name: 'EUR — Euro' }).click();
  await expect(page.getByText('Currency changed!')).toBeVisible();
  await expect(page.getByText('€100.50')).toBeVisible();
  await expectNoAxeViolationsAtRest(page);

  const account = await page.evaluate(async (key) => {
    const response = await fetch('/api/account', { headers: { [key]: localStorage.getItem(key) ?? '' } });
    return (await response.json()) as { settings: { filledPriceRows: number } };
  }, authorizationKey);
  expect(account.settings.filledPriceRows).toBe(10);
});
