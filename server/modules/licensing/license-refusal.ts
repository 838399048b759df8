import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/** Why the licence's rules refuse a request, in the module's own words (no HTTP status or code). */
export type LicenseRefusalReason =
  /** The session's company no longer exists. */
  | { kind: 'company-gone' }
  /** A bonus is applied only once its challenge is done. */
  | { kind: 'bonus-challenge-not-done' }
  /** An activation key that fails its check character: a typo, refused before any lookup. */
  | { kind: 'key-malformed' }
  /** No key of this company has the id (another company's key answers the same). */
  | { kind: 'device-key-not-found' }
  /** The desktop sign-in's login or password is wrong, told apart by nothing. */
  | { kind: 'wrong-credentials' }
  /** The login belongs to another company than the key the device holds. */
  | { kind: 'company-mismatch' };

/** Thrown by the licence services; the licence routes (and the card upload) turn it into the problem answer. */
export class LicenseRefusal extends Refusal<LicenseRefusalReason> {}

export const problemOfLicenseRefusal = (refusal: LicenseRefusalReason): HttpProblem => {
  switch (refusal.kind) {
    case 'company-gone':
      return new HttpProblem(401, 'UNAUTHORIZED');
    case 'bonus-challenge-not-done':
      return new HttpProblem(409, 'BONUS_NOT_AVAILABLE', {
        errors: [{ field: 'params/kind', reason: 'challenge-not-done' }],
      });
    case 'key-malformed':
      return new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field: 'body/key', reason: 'format' }] });
    case 'device-key-not-found':
      return new HttpProblem(404, 'NOT_FOUND');
    case 'wrong-credentials':
      return new HttpProblem(401, 'INVALID_CREDENTIALS');
    case 'company-mismatch':
      return new HttpProblem(403, 'COMPANY_MISMATCH');
  }
};

export const licenseRefusals = refusalMapper(LicenseRefusal, problemOfLicenseRefusal);
