import type { FieldError } from '../../../contract/api/errors';
import type { LicenseCode } from '../../../contract/api/desktop-app';
import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/** A file of an upload that is refused: not an accepted type, too many pixels, or damaged. */
type FileRejection = 'type' | 'pixels' | 'corrupt';

/** Why the cards' rules refuse a request, in the module's own words (no HTTP status or code). */
export type CardRefusalReason =
  /** No card of this company has the id, or the preview link opens nothing (all answer the same). */
  | { kind: 'not-found' }
  /** A revoked card keeps its expiry for good. */
  | { kind: 'revoked' }
  /** A new expiry must be after now and at most the maximum ahead. */
  | { kind: 'expiry-out-of-range'; reason: 'past' | 'maximum' }
  /** The upload's text parts break the card's rules: each failing field, with why. */
  | { kind: 'upload-invalid'; errors: FieldError[] }
  /** The plan was saved further ahead than a desktop clock drifts. */
  | { kind: 'saved-in-future' }
  /** The device's key does not hold a valid licence (its licence code says why). */
  | { kind: 'license-not-valid'; licenseCode: Exclude<LicenseCode, 'VALID'> }
  /** The plan (or every option, `field` names the first) is priced in another currency than the price list's. */
  | { kind: 'currency-mismatch'; field: string; planCurrency: string; currency: string }
  | { kind: 'file-rejected'; field: string; reason: FileRejection }
  /** Sending the patient record: the server has no platform, or the company has not linked it. */
  | { kind: 'platform-not-configured' }
  | { kind: 'platform-not-linked' }
  /** The platform did not answer, refused the company's token, or refused the record. */
  | { kind: 'platform-failed'; reason: 'unavailable' | 'token-rejected' | 'rejected' };

/** Thrown by the card services; the card routes turn it into the API's problem answer (`cardRefusals`). */
export class CardRefusal extends Refusal<CardRefusalReason> {}

const fileRejections = {
  type: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  pixels: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  corrupt: { status: 400, code: 'VALIDATION_FAILED' },
} as const;

const platformFailures = {
  unavailable: { status: 503, code: 'PLATFORM_UNAVAILABLE' },
  'token-rejected': { status: 502, code: 'PLATFORM_TOKEN_REJECTED' },
  rejected: { status: 502, code: 'PLATFORM_REJECTED' },
} as const;

/** The API answer of each refusal: the status and code the contract documents for the card routes. */
export const problemOfRefusal = (refusal: CardRefusalReason): HttpProblem => {
  switch (refusal.kind) {
    case 'not-found':
      return new HttpProblem(404, 'NOT_FOUND');
    case 'revoked':
      return new HttpProblem(409, 'CARD_REVOKED');
    case 'expiry-out-of-range':
      return new HttpProblem(400, 'VALIDATION_FAILED', {
        errors: [{ field: 'body/expiresAt', reason: refusal.reason }],
      });
    case 'upload-invalid':
      return new HttpProblem(400, 'VALIDATION_FAILED', { errors: refusal.errors });
    case 'saved-in-future':
      return new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field: 'body/savedAt', reason: 'future' }] });
    case 'license-not-valid':
      return new HttpProblem(403, 'LICENSE_NOT_VALID', {
        extensions: { licenseCode: refusal.licenseCode },
        detail: refusal.licenseCode,
      });
    case 'currency-mismatch':
      return new HttpProblem(400, 'VALIDATION_FAILED', {
        detail: `The plan is priced in ${refusal.planCurrency}; this clinic's price list is in ${refusal.currency}.`,
        errors: [{ field: refusal.field, reason: 'currency', expected: refusal.currency }],
      });
    case 'file-rejected': {
      const { status, code } = fileRejections[refusal.reason];
      return new HttpProblem(status, code, { errors: [{ field: refusal.field, reason: refusal.reason }] });
    }
    case 'platform-not-configured':
      return new HttpProblem(409, 'PLATFORM_NOT_CONFIGURED');
    case 'platform-not-linked':
      return new HttpProblem(409, 'PLATFORM_NOT_LINKED');
    case 'platform-failed': {
      const { status, code } = platformFailures[refusal.reason];
      return new HttpProblem(status, code);
    }
  }
};

export const cardRefusals = refusalMapper(CardRefusal, problemOfRefusal);
