import { randomBytes } from 'node:crypto';
import type { DeviceKey, DeviceKeysResponse } from '../contract/api/device-keys';
import type { ActivateBody, LicenseAnswer } from '../contract/api/desktop-app';
import type { PublicKeysResponse } from '../contract/api/license-lease';
import type { App } from '../server/app';
import { type mailbox, post, signUp, withToken, type SignedUp } from './accounts';

/** A company that signed up and confirmed its e-mail through the API, as a clinic does before it gets keys. */
export const confirmedCompany = async (
  app: App,
  mail: ReturnType<typeof mailbox>,
  overrides: Parameters<typeof signUp>[1] = {},
): Promise<SignedUp> => {
  const signedUp = await signUp(app, overrides);
  const confirm = await post(app, '/api/auth/confirm-email', {
    token: mail.tokenFor(signedUp.body.email, 'email-confirmation'),
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm answered ${confirm.statusCode}: ${confirm.body}`);
  return signedUp;
};

export const listKeys = async (app: App, sessionToken: string): Promise<DeviceKey[]> => {
  const response = await app.inject({ url: '/api/company/keys', headers: withToken(sessionToken) });
  if (response.statusCode !== 200) throw new Error(`keys answered ${response.statusCode}: ${response.body}`);
  return (response.json() as DeviceKeysResponse).keys;
};

export const newFingerprint = (): string => `machine-${randomBytes(16).toString('hex')}`;
export const newNonce = (): string => randomBytes(18).toString('base64url');

export const activateBody = (
  key: string,
  fingerprint: string,
  overrides: Partial<ActivateBody> = {},
): ActivateBody => ({
  key,
  fingerprint,
  deviceName: 'Reception PC',
  os: 'windows',
  appVersion: '1.4.0',
  nonce: newNonce(),
  ...overrides,
});

export const callApp = async (app: App, path: string, body: unknown): Promise<LicenseAnswer> => {
  const response = await post(app, path, body);
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
  return response.json() as LicenseAnswer;
};

export const publicKeys = async (app: App): Promise<Map<string, string>> => {
  const body = (await app.inject({ url: '/api/app/public-key' })).json() as PublicKeysResponse;
  return new Map(body.keys.map((key) => [key.kid, key.publicKeyPem]));
};
