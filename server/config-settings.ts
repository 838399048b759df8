import { type Env, baseUrlOf, optionalText, parseHttpUrl, readSection, section } from './config-schema';
import { encryptionKeyBytes } from './security/encryption';

export interface SettingsConfig {
  /** Base URL of the patient-management platform's API; null: linking is unavailable. */
  patientPlatformUrl: string | null;
  /** AES-256-GCM key for stored secrets; null in development/test means a generated key under $DATA_DIR/keys/. */
  encryptionKey: Buffer | null;
}

export const settingsSection = section('Settings and stored secrets', {
  PATIENT_PLATFORM_URL: optionalText({
    example: 'https://platform.example/',
    description:
      'Base http(s) URL of the patient-management platform API; a token is checked with GET <url>/api/v1/me before it is linked. Empty: linking is unavailable.',
  }),
  ENCRYPTION_KEY: optionalText({
    description:
      'Base64 of 32 random bytes (openssl rand -base64 32) encrypting stored secrets such as platform tokens. Required in production; in development and test a key is generated into $DATA_DIR/keys/ on first start.',
  }),
});

const parsePlatformUrl = (raw: string | undefined, problems: string[]): string | null => {
  if (raw === undefined) return null;
  const url = parseHttpUrl('PATIENT_PLATFORM_URL', raw, problems);
  return url && baseUrlOf(url);
};

const parseKey = (raw: string | undefined, production: boolean, problems: string[]): Buffer | null => {
  if (raw === undefined) {
    if (production) problems.push('ENCRYPTION_KEY is required in production (openssl rand -base64 32)');
    return null;
  }
  const key = /^[A-Za-z0-9+/]+={0,2}$/.test(raw) ? Buffer.from(raw, 'base64') : Buffer.alloc(0);
  if (key.length !== encryptionKeyBytes) {
    problems.push(`ENCRYPTION_KEY must be base64 of ${encryptionKeyBytes} bytes (openssl rand -base64 32)`);
    return null;
  }
  return key;
};

export const parseSettingsConfig = (env: Env, production: boolean, problems: string[]): SettingsConfig => {
  const vars = readSection(settingsSection, env, problems);
  return Object.freeze({
    patientPlatformUrl: parsePlatformUrl(vars.PATIENT_PLATFORM_URL, problems),
    encryptionKey: parseKey(vars.ENCRYPTION_KEY, production, problems),
  });
};
