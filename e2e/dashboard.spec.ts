import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { authorizationKey } from '../contract/rules/auth';
import { type Page, expect, test } from './support/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtRest } from './support/axe';
import { desktopClient } from './support/desktop-client';
import { type Language, t } from './support/locales';
import { expectNoHorizontalOverflow } from './support/layout';
import { waitForMailLink } from './support/mail';
import { publishRelease } from './support/operator';
import { signUpByApi, storeSession, uniqueEmail } from './support/session';

/** A company signed up through the API, in `language`, with its session in the page's local storage. */
const signUp = async (page: Page, language: Language) => {
  const email = uniqueEmail('dash');
  const token = await signUpByApi(page.request, { companyName: 'Bright Smile Clinic', email, language });
  await storeSession(page, token, language);
  const api = async (method: 'POST' | 'PUT', path: string, data?: unknown) => {
    const answer = await page.request.fetch(`/api/${path}`, { method, data, headers: { [authorizationKey]: token } });
    expect(answer.ok(), `${method} ${path}: ${answer.status()}`).toBe(true);
  };
  return { email, token, api };
};

const keyRow = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const keyOf = async (page: Page, name: string) =>
  (await keyRow(page, name).getByTestId('activation-key').textContent())!.trim();

const pay = async (page: Page, button: string) => {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  await expect(page.getByText('no money is charged', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/company\?payment=paid/);
  await expect(page.getByText('Payment received. Your subscription is updated.')).toBeVisible();
};

test('a clinic confirms its e-mail, installs, activates a key, earns its bonuses, buys, upgrades and reloads a key', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const installer = await publishRelease('windows', '2.1.0');
  const { email, api } = await signUp(page, 'en');

  // Before the e-mail is confirmed, keys and installers stay locked.
  await page.goto('/company?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Confirm your e-mail first')).toHaveCount(2);
  await expect(page.getByText('2 free days')).toBeVisible();
  await expectNoAxeViolationsAtRest(page);

  // Confirm through the e-mailed link.
  const { link } = await waitForMailLink(email, '/submit-profile/');
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
  await page.goto('/company');
  const windows = page.getByRole('article', { name: 'Windows' });
  await expect(windows.getByText(/Version 2\.1\.0/)).toBeVisible();
  await expect(page.getByText('Confirm your e-mail first')).toHaveCount(0);
  await expectNoAxeViolationsAtRest(page);

  // Download the installer: the bytes are the operator's file, and their checksum is the one shown.
  const downloading = page.waitForEvent('download');
  await windows.getByRole('link', { name: 'Download for Windows' }).click();
  const downloaded = await readFile((await (await downloading).path())!);
  expect(downloaded.equals(installer)).toBe(true);
  const sha256 = createHash('sha256').update(downloaded).digest('hex');
  await expect(windows.getByText(sha256)).toBeVisible();

  // Copy a key and activate it with the reference desktop client.
  await keyRow(page, 'Device 1').getByRole('button', { name: 'Copy the key of Device 1' }).click();
  await expect(page.getByText('Successfully copied to clipboard!')).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toBe(await keyOf(page, 'Device 1'));
  const frontDesk = desktopClient(baseURL!);
  const fingerprint = `front-desk-${randomBytes(8).toString('hex')}`;
  const activated = await frontDesk('activate', {
    key,
    fingerprint,
    'device-name': 'Front desk',
    os: 'windows',
    'app-version': '2.1.0',
  });
  expect(activated).toMatchObject({ exitCode: 0, output: { code: 'VALID', valid: true, lease: { ok: true } } });

  // The trial has started: two days left, and the key shows the device.
  await page.reload();
  await expect(page.getByText('2 days left')).toBeVisible();
  // The slot keeps its name (the clinic never named it: "Device 1"); the program's name shows beside it.
  await expect(keyRow(page, 'Device 1').getByText('Activated on Windows')).toBeVisible();
  await expect(keyRow(page, 'Device 1').getByText('The program calls it “Front desk”')).toBeVisible();

  // Both challenges done (profile and ten price rows), both bonuses applied from the dashboard.
  await api('PUT', 'company/profile', {
    country: 'UA',
    city: 'Kyiv',
    ceo: 'Olena Koval',
    contactPerson: '',
    phone: '+380441234567',
  });
  for (let index = 0; index < 10; index += 1) {
    await api('POST', 'price-list/rows', { elementCode: 'implant', name: `Implant ${index + 1}`, price: '500' });
  }
  await page.reload();
  const challenges = page.getByRole('region', { name: 'Free trial' });
  for (const title of ['Complete your clinic profile', 'Fill in your price list']) {
    await challenges.getByRole('listitem', { name: title }).getByRole('button', { name: 'Get 5 days' }).click();
    await expect(page.getByText('Bonus was successfully applied!')).toBeVisible();
    await expect(challenges.getByRole('listitem', { name: title }).getByText('Activated')).toBeVisible();
  }
  await expect(page.getByText('10 days left')).toBeVisible();
  await expectNoAxeViolationsAtRest(page);

  // Buy 3 months for 5 devices in the sandbox: the keys grow to five.
  const packages = page.getByRole('region', { name: 'Packages' });
  await packages.getByRole('button', { name: 'Next' }).click();
  await packages.getByRole('radio', { name: /^5 devices/ }).check();
  await packages.getByRole('button', { name: 'Next' }).click();
  await expect(packages.getByText('3 months, 5 devices')).toBeVisible();
  await expectNoAxeViolationsAtRest(page);
  await pay(page, 'Buy for $117.00');
  await expect(page.getByRole('heading', { level: 2, name: 'Subscription' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByTestId('activation-key') })).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Order history' }).getByText('Paid')).toBeVisible();
  await expectNoAxeViolationsAtRest(page);

  // Upgrade to 10 devices: the unused days are carried over and the keys grow to ten.
  await packages.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await packages.getByRole('button', { name: 'Next' }).click();
  await expect(packages.getByRole('radio', { name: /^5 devices/ })).toBeDisabled();
  await packages.getByRole('radio', { name: /^10 devices/ }).check();
  await packages.getByRole('button', { name: 'Next' }).click();
  await expect(packages.getByText(/days carried over from your current package/)).toBeVisible();
  await pay(page, 'Upgrade for $162.00');
  await expect(page.getByRole('listitem').filter({ has: page.getByTestId('activation-key') })).toHaveCount(10);

  // Reload the front desk's key: it gets a new one, and the old key answers KEY_REVOKED.
  await keyRow(page, 'Device 1').getByRole('button', { name: 'Reload key of Device 1' }).click();
  await page.getByRole('dialog', { name: 'Reload this key?' }).getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText('Key was successfully reloaded!')).toBeVisible();
  await expect.poll(() => keyOf(page, 'Device 1')).not.toBe(key);
  const revoked = await frontDesk('validate', { key, fingerprint, 'app-version': '2.1.0' });
  expect(revoked).toMatchObject({ exitCode: 1, output: { code: 'KEY_REVOKED', valid: false } });
});

for (const language of ['ru', 'uk'] as const) {
  test(`the dashboard fits a phone and passes axe (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { email } = await signUp(page, language);
    const { link } = await waitForMailLink(email, '/submit-profile/');
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: t(language, 'email-confirmation', 'success.title') })).toBeVisible();
    await page.goto(`/company?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: t(language, 'dashboard', 'title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t(language, 'dashboard', 'keys.title') })).toBeVisible();
    await expect(page.getByTestId('activation-key')).toHaveCount(2);
    // Unnamed slots are named in the page's language, not in English.
    const deviceName = (n: number) => t(language, 'dashboard', 'keys.defaultName').replace('{{n}}', String(n));
    await expect(keyRow(page, deviceName(2))).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolationsAtRest(page);

    const packages = page.getByRole('region', { name: t(language, 'dashboard', 'packages.title') });
    await packages.getByRole('button', { name: t(language, 'dashboard', 'packages.next') }).click();
    await packages.getByRole('button', { name: t(language, 'dashboard', 'packages.next') }).click();
    await expect(packages.getByText(t(language, 'dashboard', 'packages.summaryTotal'))).toBeVisible();
    await expectNoAxeViolationsAtRest(page);
  });
}
