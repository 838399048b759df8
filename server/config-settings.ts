import { encryptionKeyBytes } from './security/encryption';

export interface SettingsConfig {
  /** Base URL of the patient-management platform's API; null: linking is unavailable. */
  patientPlatformUrl: string | null;
  /** AES-256-GCM key for stored secrets; null in development/test means a generated key under $DATA_DIR/keys/. */
  encryptionKey: Buffer | null;
}

export const settingsVariables = [
  {
    name: 'PATIENT_PLATFORM_URL',
    default: '',
    description:
      'Base http(s) URL of the patient-management platform API; a token is checked with GET <url>/api/v1/me before it is linked. Empty: linking is unavailable.',
  },
  {
    name: 'ENCRYPTION_KEY',
    default: '',
    description:
      'Base64 of 32 random bytes (openssl rand -base64 32) encrypting stored secrets such as platform tokens. Required in production; in development and test a key is generated into $DATA_DIR/keys/ on first start.',
  },
] as const;

const parsePlatformUrl = (raw: string | undefined, problems: string[]): string | null => {
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`PATIENT_PLATFORM_URL must be an absolute http(s) URL, got "${raw}"`);
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.push(`PATIENT_PLATFORM_URL must use http or https, got "${raw}"`);
    return null;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
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

export const parseSettingsConfig = (
  read: (name: string) => string | undefined,
  production: boolean,
  problems: string[],
): SettingsConfig =>
  Object.freeze({
    patientPlatformUrl: parsePlatformUrl(read('PATIENT_PLATFORM_URL'), problems),
    encryptionKey: parseKey(read('ENCRYPTION_KEY'), production, problems),
  });
