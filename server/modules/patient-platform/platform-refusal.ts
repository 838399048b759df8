import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/** Why linking the patient platform is refused, in the module's own words (no HTTP status or code). */
export type PlatformRefusalReason =
  /** This server has no platform address: a lasting state the SPA explains, never a failure. */
  | { kind: 'not-configured' }
  /** The platform refused the token. */
  | { kind: 'token-rejected' }
  /** The platform did not answer. */
  | { kind: 'platform-unavailable' };

export class PlatformRefusal extends Refusal<PlatformRefusalReason> {}

export const problemOfPlatformRefusal = (reason: PlatformRefusalReason): HttpProblem => {
  switch (reason.kind) {
    case 'not-configured':
      return new HttpProblem(409, 'PLATFORM_NOT_CONFIGURED');
    case 'token-rejected':
      return new HttpProblem(400, 'PLATFORM_TOKEN_REJECTED', { errors: [{ field: 'body/token', reason: 'rejected' }] });
    case 'platform-unavailable':
      return new HttpProblem(503, 'PLATFORM_UNAVAILABLE');
  }
};

export const platformRefusals = refusalMapper(PlatformRefusal, problemOfPlatformRefusal);
