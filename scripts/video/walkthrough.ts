import type { Locator, Page } from 'playwright-core';
import { authorizationKey } from '../../contract/rules/auth';
import { catalogElement } from '../../contract/rules/price-catalog';
import { t } from '../../e2e/support/locales';
import { activateAndUploadSampleCard } from '../../e2e/support/cards';
import { waitForMailLink } from '../../e2e/support/mail';
import type { SceneId, SceneTime } from './captions';
import type { ScreenRecorder } from './screen-recorder';

/** A clinic nobody could mistake for a real one. */
export const demoClinic = {
  name: 'Demo Dental (fictional)',
  email: 'demo@clinic.example',
  password: 'demo-walkthrough-1',
};

// The clinic's prices for what the sample card's plan uses, and a few more: ten rows earn the price-list bonus.
const demoPrices: [code: string, price: string][] = [
  ['hygiene-professional', '80'],
  ['cbct', '60'],
  ['filling-composite', '90'],
  ['root-canal-3', '250'],
  ['extraction-wisdom', '150'],
  ['implant', '900'],
  ['crown-on-implant', '450'],
  ['crown-zirconia', '420'],
  ['bridge-unit', '380'],
  ['veneer-ceramic', '520'],
];

const en = (namespace: string, key: string) => t('en', namespace, key);
const wait = (page: Page, ms: number) => page.waitForTimeout(ms);

/** A visible pointer (headless Chromium draws none), moved to the target before each click. */
export const pointerScript = `addEventListener('DOMContentLoaded', () => {
  const dot = document.createElement('div');
  Object.assign(dot.style, { position: 'fixed', left: '-40px', top: '-40px', width: '22px', height: '22px',
    margin: '-11px 0 0 -11px', borderRadius: '50%', background: 'rgba(255, 193, 7, 0.55)',
    border: '2px solid rgba(11, 37, 69, 0.8)', pointerEvents: 'none', zIndex: '2147483647' });
  document.body.appendChild(dot);
  addEventListener('mousemove', (event) => { dot.style.left = event.clientX + 'px'; dot.style.top = event.clientY + 'px'; }, true);
});`;

const pointTo = async (page: Page, target: Locator) => {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
};

const click = async (page: Page, target: Locator) => {
  await pointTo(page, target);
  await wait(page, 250);
  await target.click();
};

const scrollSmoothly = async (page: Page, top: number, ms = 1600) => {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'smooth' }), top);
  await wait(page, ms);
};

const api = async (baseUrl: string, token: string, route: string, body: unknown) => {
  const response = await fetch(`${baseUrl}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [authorizationKey]: token },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
};

/**
 * The product as a clinic meets it and a patient sees the result: landing, sign-up, the e-mail confirmation, the
 * cabinet, the price list, then a plan the reference desktop client uploads, opened as the patient, with its 3D tab.
 */
export const runWalkthrough = async (
  page: Page,
  recorder: ScreenRecorder,
  server: { url: string; dataDir: string },
): Promise<{ scenes: SceneTime[]; posterAt: number }> => {
  const scenes: SceneTime[] = [];
  const scene = (id: SceneId) => scenes.push({ id, start: recorder.now() });
  const heading = page.getByRole('heading', { level: 1 });

  await page.goto(`${server.url}/?lng=en`);
  await heading.waitFor();
  await wait(page, 500);
  await recorder.start();
  scene('landing');
  await wait(page, 2000);
  await scrollSmoothly(page, 700, 1800);
  await scrollSmoothly(page, 1500, 1800);
  await scrollSmoothly(page, 0, 1200);

  scene('signUp');
  await click(page, page.getByRole('link', { name: en('landing', 'hero.primaryCta') }).first());
  await page.waitForURL(/\/sign-up/);
  await heading.waitFor();
  const field = (key: string) => page.getByLabel(en('auth', `fields.${key}`), { exact: true });
  for (const [key, value] of [
    ['companyName', demoClinic.name],
    ['email', demoClinic.email],
  ] as const) {
    await click(page, field(key));
    await field(key).pressSequentially(value, { delay: 25 });
  }
  // Passwords show as dots: typing them one by one adds nothing to watch.
  await field('password').fill(demoClinic.password);
  await field('passwordRepeat').fill(demoClinic.password);
  await click(page, page.getByRole('button', { name: en('auth', 'signUp.submit') }));
  recorder.pause();
  await page.waitForURL(/\/company$/);
  await heading.waitFor();
  await recorder.resume();
  await wait(page, 1500);

  recorder.pause();
  const { link } = await waitForMailLink(demoClinic.email, '/submit-profile/', server.dataDir);
  await page.goto(link);
  await heading.waitFor();
  await wait(page, 500);
  await recorder.resume();
  scene('confirm');
  await wait(page, 2000);
  await click(page, page.getByRole('link', { name: t('en', 'email-confirmation', 'success.toCabinet') }));
  recorder.pause();
  await page.waitForURL(/\/company$/);
  await heading.waitFor();
  await recorder.resume();

  scene('dashboard');
  await wait(page, 2000);
  await scrollSmoothly(page, 500, 2200);

  recorder.pause();
  const token = await page.evaluate((key) => window.localStorage.getItem(key), authorizationKey);
  if (!token) throw new Error('The cabinet has no session after sign-up');
  for (const [code, price] of demoPrices) {
    const name = catalogElement(code)?.names.en ?? code;
    await api(server.url, token, 'price-list/rows', { elementCode: code, name, price });
  }
  await page.goto(`${server.url}/company/price-list?lng=en`);
  await heading.waitFor();
  await wait(page, 800);
  await recorder.resume();
  scene('priceList');
  await wait(page, 1800);
  await scrollSmoothly(page, 600, 2000);
  await scrollSmoothly(page, 1400, 2000);

  recorder.pause();
  const preview = await uploadSampleCard(server.url, token);
  await page.goto(`${server.url}/preview/${preview}?lng=en`);
  await page.getByRole('tab', { name: en('preview', 'views.after') }).waitFor();
  await wait(page, 800);
  await recorder.resume();
  scene('preview');
  await wait(page, 1200);
  await click(page, page.getByRole('tab', { name: en('preview', 'views.after') }));
  await wait(page, 1500);
  await click(page, page.getByRole('tab', { name: en('preview', 'views.compare') }));
  await wait(page, 2000);

  scene('model');
  await click(page, page.getByRole('tab', { name: en('preview', 'views.model') }));
  // Software WebGL takes a while to draw the arch: the video skips the wait.
  recorder.pause();
  const model = page.getByRole('application').first();
  await model.waitFor();
  await page.evaluate(() => window.scrollTo({ top: 200 }));
  await wait(page, 3000);
  await recorder.resume();
  await wait(page, 800);
  const box = await model.boundingBox();
  if (box) {
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.35, y, { steps: 10 });
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.65, y, { steps: 40 });
    await page.mouse.up();
  }
  const posterAt = recorder.now() + 0.5;
  await wait(page, 1200);
  await click(page, page.getByRole('button', { name: en('preview', 'views.beforeBadge') }));
  await wait(page, 2000);
  await click(page, page.getByRole('button', { name: en('preview', 'views.afterBadge') }));
  await wait(page, 1500);

  recorder.pause();
  await page.goto(`${server.url}/?lng=en`);
  await heading.waitFor();
  await wait(page, 500);
  await recorder.resume();
  scene('end');
  await pointTo(page, page.getByRole('link', { name: en('landing', 'hero.primaryCta') }).first());
  await wait(page, 3000);
  return { scenes, posterAt };
};

/** Activates the clinic's first key and uploads the sample card with the reference desktop client. */
const uploadSampleCard = async (baseUrl: string, token: string): Promise<string> => {
  const keys = await fetch(`${baseUrl}/api/company/keys`, { headers: { [authorizationKey]: token } });
  const key = ((await keys.json()) as { keys: { key: string }[] }).keys[0]?.key;
  if (!key) throw new Error('The clinic has no device key');
  const device = { key, fingerprint: 'demo-walkthrough-device', deviceName: 'Demo PC' };
  return (await activateAndUploadSampleCard(baseUrl, device)).previewLink;
};
