import { randomBytes } from 'node:crypto';
import type { UploadedCard } from '../../contract/api/cards';
import { authorizationKey } from '../../contract/rules/auth';
import { writeSampleCard } from '../../server/cli/desktop-client/sample-card';
import { desktopClient } from './desktop-client';
import type { Language } from './locales';
import { waitForMailLink } from './mail';
import { testPasswords } from './passwords';
import { scratchDir } from './scratch';

export interface SharedCard extends UploadedCard {
  /** The clinic's e-mail, password and session token, to open its cabinet. */
  email: string;
  password: string;
  token: string;
  /** The clinic's name, as the preview shows it. */
  companyName: string;
  /** The activated key and the device's fingerprint, for calling the desktop API as that device. */
  key: string;
  fingerprint: string;
}

const postJson = async (url: string, body: unknown, what: string): Promise<unknown> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
};

/**
 * What a clinic does before a patient gets a link, the way the product does it: sign up (API), confirm the e-mail
 * from the mail it receives, activate its first key with the reference desktop client, and upload the sample card
 * (`server/cli/desktop-client/sample-card.json` with its drawn photos and PDF) with `upload-card`.
 * Plain fetch, so the benchmarks seed the same way; `dataDir` is the server's (its mail folder), E2E_DATA_DIR by default.
 */
export const seedSharedCard = async (
  baseURL: string,
  options: { language?: Language; companyName?: string; pdf?: boolean; dataDir?: string } = {},
): Promise<SharedCard> => {
  const companyName = options.companyName ?? 'Bright Smile Clinic';
  const email = `cards-${randomBytes(5).toString('hex')}@clinic.example`;
  const password = testPasswords.clinic;
  const { token } = (await postJson(
    `${baseURL}/api/auth/sign-up`,
    { companyName, email, password, language: options.language ?? 'en' },
    'sign-up',
  )) as { token: string };

  const { link } = await waitForMailLink(email, '/submit-profile/', options.dataDir);
  await postJson(`${baseURL}/api/auth/confirm-email`, { token: link.split('/').pop() }, 'confirm-email');

  const keys = await fetch(`${baseURL}/api/company/keys`, { headers: { [authorizationKey]: token } });
  if (!keys.ok) throw new Error(`keys: ${keys.status}`);
  const key = ((await keys.json()) as { keys: { key: string }[] }).keys[0]!.key;

  const fingerprint = `cards-${randomBytes(8).toString('hex')}`;
  const uploaded = await activateAndUploadSampleCard(baseURL, { key, fingerprint, deviceName: 'Surgery 1' }, options);
  return { ...uploaded, email, password, token, companyName, key, fingerprint };
};

/**
 * As a clinic's computer does: activates `key` with the reference desktop client, then uploads the sample card
 * (`server/cli/desktop-client/sample-card.json` with its drawn photos and, unless `pdf` is false, its PDF).
 */
export const activateAndUploadSampleCard = async (
  baseURL: string,
  device: { key: string; fingerprint: string; deviceName: string },
  options: { pdf?: boolean } = {},
): Promise<UploadedCard> => {
  const client = desktopClient(baseURL);
  const { key, fingerprint } = device;
  const activated = await client('activate', {
    key,
    fingerprint,
    'device-name': device.deviceName,
    os: 'windows',
    'app-version': '2.1.0',
  });
  if (activated.exitCode !== 0) throw new Error(`activate: ${JSON.stringify(activated.output)}`);
  const files = await writeSampleCard(scratchDir('dentiqo-card-'));
  const uploaded = await client('upload-card', {
    key,
    fingerprint,
    card: files.card!,
    before: files.before!,
    after: files.after!,
    ...(options.pdf === false ? {} : { pdf: files.pdf! }),
  });
  if (uploaded.exitCode !== 0) throw new Error(`upload-card: ${JSON.stringify(uploaded.output)}`);
  return uploaded.output as unknown as UploadedCard;
};
