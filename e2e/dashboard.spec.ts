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

test('a clinic confirms its e-mail, installs, activates a key, earns its bonuses, buys during the trial and reloads a key', async ({
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
  // The trial has 10 days at most: after the first bonus's 5, the second adds 3, and its button says so.
  for (const [title, button] of [
    ['Complete your clinic profile', 'Get 5 days'],
    ['Fill in your price list', 'Get 3 days'],
  ] as const) {
    await challenges.getByRole('listitem', { name: title }).getByRole('button', { name: button }).click();
    await expect(page.getByText('Bonus was successfully applied!')).toBeVisible();
    await expect(challenges.getByRole('listitem', { name: title }).getByText('Activated')).toBeVisible();
  }
  await expect(page.getByText('10 days left')).toBeVisible();
  await expectNoAxeViolationsAtRest(page);

  // Buy 3 months for 5 devices during the trial: the package waits for the trial's end, so no trial day is lost.
  const packages = page.getByRole('region', { name: 'Packages' });
  await packages.getByRole('button', { name: 'Next' }).click();
  await packages.getByRole('radio', { name: /^5 devices/ }).check();
  await packages.getByRole('button', { name: 'Next' }).click();
  await expect(packages.getByText('3 months, 5 devices')).toBeVisible();
  await expect(packages.getByText('It starts when your free trial ends, so you keep every trial day.')).toBeVisible();
  await expectNoAxeViolationsAtRest(page);
  await pay(page, 'Buy for $117.00');
  const periods = page.getByRole('region', { name: 'Paid periods' }).getByRole('listitem');
  await expect(periods).toHaveCount(1);
  await expect(periods.first().getByText('Next')).toBeVisible();
  await expect(periods.first().getByText('5 devices')).toBeVisible();
  await expect(page.getByText('10 days left')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByTestId('activation-key') })).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Order history' }).getByText('Paid')).toBeVisible();
  await expectNoAxeViolationsAtRest(page);

  // Reload the front desk's key: it gets a new one, and the old key answers KEY_REVOKED.
  await keyRow(page, 'Device 1').getByRole('button', { name: 'Reload key of Device 1' }).click();
  await page.getByRole('dialog', { name: 'Reload this key?' }).getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText('Key was successfully reloaded!')).toBeVisible();
  await expect.poll(() => keyOf(page, 'Device 1')).not.toBe(key);
  const revoked = await frontDesk('validate', { key, fingerprint, 'app-version': '2.1.0' });
  expect(revoked).toMatchObject({ exitCode: 1, output: { code: 'KEY_REVOKED', valid: false } });
});

/** Opens the packages block's summary step for `kind` with `months` and `devices`. */
const choosePackage = async (page: Page, kind: string, months: string, devices: string) => {
  const packages = page.getByRole('region', { name: 'Packages' });
  await packages.getByRole('button', { name: kind, exact: true }).click();
  await packages.getByRole('radio', { name: new RegExp(`^${months}`) }).check();
  await packages.getByRole('button', { name: 'Next' }).click();
  const choice = packages.getByRole('radio', { name: new RegExp(`^${devices}`) });
  await choice.check();
  await packages.getByRole('button', { name: 'Next' }).click();
  return packages;
};

test('a clinic renews at fewer devices and at more devices, and the dashboard says what changes and when', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { email, token } = await signUp(page, 'en');
  const { link } = await waitForMailLink(email, '/submit-profile/');
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
  await page.goto('/company?lng=en');
  const keys = page.getByRole('listitem').filter({ has: page.getByTestId('activation-key') });
  await expect(keys).toHaveCount(2);

  // 3 months × 5 devices, bought before any activation: it starts today.
  const packages = page.getByRole('region', { name: 'Packages' });
  await packages.getByRole('button', { name: 'Next' }).click();
  await packages.getByRole('radio', { name: /^5 devices/ }).check();
  await packages.getByRole('button', { name: 'Next' }).click();
  await expect(packages.getByText('Today')).toBeVisible();
  await pay(page, 'Buy for $117.00');
  await expect(keys).toHaveCount(5);
  const periods = page.getByRole('region', { name: 'Paid periods' }).getByRole('listitem');
  await expect(periods).toHaveCount(1);

  // The dates as the dashboard writes them, from the periods the server reports.
  const license = async () =>
    (await (await page.request.get('/api/company/license', { headers: { [authorizationKey]: token } })).json()) as {
      periods: { startsAt: string; endsAt: string; devices: number }[];
    };
  const shown = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));
  const firstEnd = shown((await license()).periods[0]!.endsAt);

  // Renew preselects the current 5 devices; choosing 2 says, before payment, which keys stop working and when.
  await packages.getByRole('button', { name: 'Renew', exact: true }).click();
  await packages.getByRole('button', { name: 'Next' }).click();
  await expect(packages.getByRole('radio', { name: /^5 devices/ })).toBeChecked();
  await packages.getByRole('button', { name: 'Back' }).click();
  const fewer = await choosePackage(page, 'Renew', '3 months', '2 devices');
  await expect(fewer.getByText(firstEnd, { exact: true })).toBeVisible();
  await expect(
    fewer.getByText(`From ${firstEnd} your subscription covers 2 devices: keys 3–5 stop working on that day.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await pay(page, 'Renew for $90.00');
  await expect(periods).toHaveCount(2);
  await expect(periods.nth(0).getByText('Now')).toBeVisible();
  await expect(periods.nth(0).getByText('5 devices')).toBeVisible();
  await expect(periods.nth(1).getByText('2 devices')).toBeVisible();
  await expect(periods.nth(1).getByText(`Keys 3–5 stop working on ${firstEnd}.`)).toBeVisible();
  // Nothing changes today: five keys, all covered.
  await expect(keys).toHaveCount(5);
  await expect(page.getByText('Not covered by your plan')).toHaveCount(0);

  // Renewing at 15 devices queues after the 2-device period, and its keys appear only when it starts.
  const secondEnd = shown((await license()).periods[1]!.endsAt);
  const more = await choosePackage(page, 'Renew', '3 months', '15 devices');
  await expect(more.getByText(secondEnd, { exact: true })).toBeVisible();
  await expect(
    more.getByText(`The new period starts on ${secondEnd}, and keys 3–15 appear then.`, { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await pay(page, 'Renew for $207.00');
  await expect(periods).toHaveCount(3);
  await expect(periods.nth(2).getByText('15 devices')).toBeVisible();
  await expect(periods.nth(2).getByText(`Keys 3–15 appear on ${secondEnd}.`)).toBeVisible();
  await expect(keys).toHaveCount(5);

  // Upgrade offers only more devices than today's five.
  await packages.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await packages.getByRole('button', { name: 'Next' }).click();
  await expect(packages.getByRole('radio')).toHaveCount(2);
  await expect(packages.getByRole('radio', { name: /^10 devices/ })).toBeChecked();
  await expect(packages.getByText(/You already have/)).toHaveCount(0);
  await expectNoAxeViolations(page);
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

    // The cabinet's navigation, a drawer on a phone.
    await page.getByRole('button', { name: t(language, 'common', 'company.openNavigation') }).click();
    const navigation = page.getByRole('dialog', { name: t(language, 'common', 'company.navLabel') });
    await expect(navigation.getByRole('link', { name: t(language, 'common', 'company.nav.dashboard') })).toBeVisible();
    await expectNoAxeViolationsAtRest(page);
    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();

    const packages = page.getByRole('region', { name: t(language, 'dashboard', 'packages.title') });
    await packages.getByRole('button', { name: t(language, 'dashboard', 'packages.next') }).click();
    await packages.getByRole('button', { name: t(language, 'dashboard', 'packages.next') }).click();
    await expect(packages.getByText(t(language, 'dashboard', 'packages.summaryTotal'))).toBeVisible();
    await expectNoAxeViolationsAtRest(page);
  });
}
