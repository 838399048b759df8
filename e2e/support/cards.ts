import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import type { UploadedCard } from '../../contract/api/cards';
import { writeSampleCard } from '../../server/cli/desktop-client/sample-card';
import { desktopClient } from './desktop-client';
import type { Language } from './locales';
import { waitForMailLink } from './mail';

export const authorizationKey = 'api-company-authorization';

export interface SharedCard extends UploadedCard {
  /** The clinic's e-mail, password and session token, to open its cabinet. */
  email: string;
  password: string;
  token: string;
  /** The clinic's name, as the preview shows it. */
  companyName: string;
}

/**
 * What a clinic does before a patient gets a link, the way the product does it: sign up (API), confirm the e-mail
 * from the mail it receives, activate its first key with the reference desktop client, and upload the sample card
 * (`server/cli/desktop-client/sample-card.json` with its drawn photos and PDF) with `upload-card`.
 */
export const seedSharedCard = async (
  request: APIRequestContext,
  baseURL: string,
  options: { language?: Language; companyName?: string; pdf?: boolean } = {},
): Promise<SharedCard> => {
  const companyName = options.companyName ?? 'Bright Smile Clinic';
  const email = `cards-${randomBytes(5).toString('hex')}@clinic.example`;
  const password = 'correct horse';
  const signUp = await request.post('/api/auth/sign-up', {
    data: { companyName, email, password, language: options.language ?? 'en' },
  });
  expect(signUp.status()).toBe(201);
  const { token } = (await signUp.json()) as { token: string };
  const headers = { [authorizationKey]: token };

  const { link } = await waitForMailLink(email, '/submit-profile/');
  const confirmed = await request.post('/api/auth/confirm-email', { data: { token: link.split('/').pop() } });
  expect(confirmed.ok(), `confirm-email: ${confirmed.status()}`).toBe(true);

  const keys = await request.get('/api/company/keys', { headers });
  expect(keys.ok(), `keys: ${keys.status()}`).toBe(true);
  const key = ((await keys.json()) as { keys: { key: string }[] }).keys[0]!.key;

  const client = desktopClient(baseURL);
  const fingerprint = `cards-${randomBytes(8).toString('hex')}`;
  const activated = await client('activate', {
    key,
    fingerprint,
    'device-name': 'Surgery 1',
    os: 'windows',
    'app-version': '2.1.0',
  });
  expect(activated.exitCode, JSON.stringify(activated.output)).toBe(0);

  const files = await writeSampleCard(mkdtempSync(path.join(tmpdir(), 'dentiqo-card-')));
  const uploaded = await client('upload-card', {
    key,
    fingerprint,
    card: files.card!,
    before: files.before!,
    after: files.after!,
    ...(options.pdf === false ? {} : { pdf: files.pdf! }),
  });
  expect(uploaded.exitCode, JSON.stringify(uploaded.output)).toBe(0);
  return { ...(uploaded.output as unknown as UploadedCard), email, password, token, companyName };
};
