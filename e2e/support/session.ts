import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { authorizationKey } from '../../contract/rules/auth';
import type { Language } from './locales';
import { testPasswords } from './passwords';

/** An address no other test or earlier run has signed up with. */
export const uniqueEmail = (prefix: string): string => `${prefix}-${randomBytes(5).toString('hex')}@clinic.example`;

/** A company signed up through the API (the sign-up form has journeys of its own); its session token. */
export const signUpByApi = async (
  request: APIRequestContext,
  { companyName, email, language = 'en' }: { companyName: string; email: string; language?: Language },
): Promise<string> => {
  const response = await request.post('/api/auth/sign-up', {
    data: { companyName, email, password: testPasswords.clinic, language },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
};

/**
 * Puts a session into the page's local storage, where the SPA restores it from, after opening the site (in
 * `language`, when given) so the storage belongs to its origin.
 */
export const storeSession = async (page: Page, token: string, language?: Language): Promise<void> => {
  await page.goto(language ? `/?lng=${language}` : '/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [authorizationKey, token]);
};
