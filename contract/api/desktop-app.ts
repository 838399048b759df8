import { Type, type Static } from 'typebox';
import { roles } from '../rules/account';
import { activationKeyLength } from '../rules/activation-key';
import { deviceNameMaxLength } from '../rules/devices';
import { SignInBody } from './auth';
import { LicenseLease } from './license-lease';

/**
 * The API the desktop program calls (`/api/app/*`). Every answer about a key is 200 with a `code` the program
 * acts on; malformed requests are 400 problems naming the field, like everywhere else.
 */
export const licenseCodes = [
  'VALID',
  'EXPIRED',
  /** The subscription runs, but on fewer devices than this key's slot number: a smaller period has started. */
  'NOT_COVERED',
  'NOT_ACTIVATED',
  'KEY_REVOKED',
  'DEVICE_MISMATCH',
  'EMAIL_NOT_CONFIRMED',
  'UNKNOWN_KEY',
  /** The clinic has asked to close its account: its keys stay refused until it cancels or the account is gone. */
  'COMPANY_CLOSING',
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

/**
 * A person signing in to the program on this device: the company e-mail (the owner) or a staff login (doctor,
 * admin), with the same limits as the web sign-in, plus the device's key and fingerprint. Only a device that holds
 * a valid key of the login's own company lets anyone sign in.
 */
export const AppSignInBody = Type.Object(
  { ...SignInBody.properties, key: KeyInput, fingerprint: Fingerprint },
  { additionalProperties: false },
);
export type AppSignInBody = Static<typeof AppSignInBody>;

export const AppUser = Type.Object({
  /** `owner` is the company account itself (its e-mail and password); doctors and admins are its staff. */
  kind: Type.Enum(roles),
  /** The company id for the owner, the staff member's id otherwise. */
  id: Type.String(),
  /** Null for the owner, which is a company rather than a person. */
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  /** What the program shows: the member's full name, or the company (account) name for the owner. */
  displayName: Type.String(),
});
export type AppUser = Static<typeof AppUser>;

export const AppCompany = Type.Object({
  id: Type.String(),
  /** The account name, as the cabinet shows and edits it. */
  name: Type.String(),
  /** Path of the company logo on this server (immutable: a new upload gets a new path); null without a logo. */
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  /** ISO 4217 code of the clinic's price list: the program prices the plans it uploads in it. */
  currency: Type.String(),
});
export type AppCompany = Static<typeof AppCompany>;

export const AppSignedIn = Type.Object({
  valid: Type.Literal(true),
  code: Type.Literal('VALID'),
  user: AppUser,
  company: AppCompany,
});
export type AppSignedIn = Static<typeof AppSignedIn>;

/** The key's own refusal, exactly as validate would answer it: the program already knows what each code means. */
export const AppSignInRefused = Type.Object({
  valid: Type.Literal(false),
  code: Type.Enum(licenseCodes.filter((code): code is Exclude<LicenseCode, 'VALID'> => code !== 'VALID')),
});
export type AppSignInRefused = Static<typeof AppSignInRefused>;

export const AppSignInAnswer = Type.Union([AppSignedIn, AppSignInRefused]);
export type AppSignInAnswer = Static<typeof AppSignInAnswer>;
