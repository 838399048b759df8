import { Type, type Static } from 'typebox';
import type { CompanyExport } from './company-export';
import { licenseCodes } from './desktop-app';

/**
 * Stable error codes carried by every RFC 9457 problem body. The SPA maps each code to a translation key;
 * the server never sends user-facing sentences.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  // accounts
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'DOCTOR_WEB_SIGN_IN',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  /** A confirmation link that a newer one (the banner's "Send the link again") replaced. */
  'TOKEN_SUPERSEDED',
  // licensing
  'EMAIL_NOT_CONFIRMED',
  /** The desktop app's sign-in: the login is right but belongs to another company than the device's key. */
  'COMPANY_MISMATCH',
  // billing
  'PURCHASE_NOT_ALLOWED',
  'BONUS_NOT_AVAILABLE',
  // company settings
  'LOGIN_TAKEN',
  'STALE_VERSION',
  'PLATFORM_TOKEN_REJECTED',
  'PLATFORM_UNAVAILABLE',
  /** This server has no PATIENT_PLATFORM_URL: linking cannot work until an operator sets it. */
  'PLATFORM_NOT_CONFIGURED',
  // treatment-plan cards
  'LICENSE_NOT_VALID',
  'PLATFORM_NOT_LINKED',
  'PLATFORM_REJECTED',
  'CARD_REVOKED',
  // uploads: the storage volume is full (507), does not take writes (503) or the object store cannot be reached
  // (503); all with Retry-After
  'STORAGE_FULL',
  'STORAGE_READ_ONLY',
  'STORAGE_UNAVAILABLE',
  // data export: one export at a time per company (the problem carries the one under way)
  'EXPORT_IN_PROGRESS',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const FieldError = Type.Object({
  /** JSON pointer-like path of the failing field, e.g. `body/email`. */
  field: Type.String(),
  /** Machine-readable reason, e.g. `required`, `format`, `minLength`. */
  reason: Type.String(),
  /** The value the field had to have, where there is exactly one (a card's currency: the clinic's). */
  expected: Type.Optional(Type.String()),
});
export type FieldError = Static<typeof FieldError>;

export const Problem = Type.Object({
  type: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  code: Type.Enum(errorCodes),
  detail: Type.Optional(Type.String()),
  instance: Type.Optional(Type.String()),
  requestId: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(FieldError)),
  /** With LICENSE_NOT_VALID: why the device's license does not let it act (the desktop-app license code). */
  licenseCode: Type.Optional(Type.Enum(licenseCodes)),
  /**
   * With EXPORT_IN_PROGRESS: the company's export under way. Loosely typed here, since every route's problem schema
   * repeats these members; the export route's 409 spells it out.
   */
  currentExport: Type.Optional(
    Type.Unsafe<CompanyExport>({ type: 'object', description: 'With EXPORT_IN_PROGRESS: the export under way' }),
  ),
});
export type Problem = Static<typeof Problem>;

export const problemContentType = 'application/problem+json';
