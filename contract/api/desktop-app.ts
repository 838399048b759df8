import { Type, type Static } from 'typebox';
import { activationKeyLength } from '../rules/activation-key';
import { deviceNameMaxLength } from '../rules/devices';
import { LicenseLease } from './license-lease';

/**
 * The API the desktop program calls (`/api/app/*`). Every answer about a key is 200 with a `code` the program
 * acts on; malformed requests are 400 problems naming the field, like everywhere else.
 */
export const licenseCodes = [
  'VALID',
  'EXPIRED',
  'NOT_ACTIVATED',
  'KEY_REVOKED',
  'DEVICE_MISMATCH',
  'EMAIL_NOT_CONFIRMED',
  'UNKNOWN_KEY',
] as const;
export type LicenseCode = (typeof licenseCodes)[number];

export const deviceOperatingSystems = ['windows', 'macos'] as const;

/** Typed by people: hyphens, spaces and lower case are accepted, so the bound is looser than the key itself. */
const KeyInput = Type.String({ minLength: 1, maxLength: activationKeyLength * 3 });
/** Whatever stable identifier the program derives from the machine; only its SHA-256 is stored. */
const Fingerprint = Type.String({ minLength: 16, maxLength: 512 });
const AppVersion = Type.String({
  minLength: 1,
  maxLength: 32,
  pattern: '^[0-9]+(\\.[0-9]+){0,3}([-+][0-9A-Za-z.-]+)?$',
});
/** Fresh random text per request; it comes back inside the signed lease. */
const Nonce = Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });

export const ActivateBody = Type.Object(
  {
    key: KeyInput,
    fingerprint: Fingerprint,
    deviceName: Type.String({ minLength: 1, maxLength: deviceNameMaxLength, pattern: '\\S' }),
    os: Type.Enum(deviceOperatingSystems),
    appVersion: AppVersion,
    nonce: Nonce,
  },
  { additionalProperties: false },
);
export type ActivateBody = Static<typeof ActivateBody>;

export const ValidateBody = Type.Object(
  { key: KeyInput, fingerprint: Fingerprint, appVersion: AppVersion, nonce: Nonce },
  { additionalProperties: false },
);
export type ValidateBody = Static<typeof ValidateBody>;

export const DeactivateBody = Type.Object(
  { key: KeyInput, fingerprint: Fingerprint, nonce: Nonce },
  { additionalProperties: false },
);
export type DeactivateBody = Static<typeof DeactivateBody>;

export const LicenseAnswer = Type.Object({
  valid: Type.Boolean(),
  code: Type.Enum(licenseCodes),
  /** Present when `valid`: the program stores it and checks it offline until `leaseExpiresAt`. */
  lease: Type.Optional(LicenseLease),
});
export type LicenseAnswer = Static<typeof LicenseAnswer>;
