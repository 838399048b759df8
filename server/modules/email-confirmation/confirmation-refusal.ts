import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/** Why confirming an e-mail address is refused, in the module's own words (no HTTP status or code). */
export type ConfirmationRefusalReason =
  /** A resend for an address that is confirmed already. */
  | { kind: 'already-confirmed' }
  /** The link is unknown, or meant for an address the company no longer has. */
  | { kind: 'link-invalid' }
  /** A newer link replaced this one (the page points to the newer e-mail). */
  | { kind: 'link-superseded' }
  | { kind: 'link-expired' };

export class ConfirmationRefusal extends Refusal<ConfirmationRefusalReason> {}

export const problemOfConfirmationRefusal = (reason: ConfirmationRefusalReason): HttpProblem => {
  switch (reason.kind) {
    case 'already-confirmed':
      return new HttpProblem(409, 'CONFLICT', { detail: 'already confirmed' });
    case 'link-invalid':
      return new HttpProblem(404, 'TOKEN_INVALID');
    case 'link-superseded':
      return new HttpProblem(410, 'TOKEN_SUPERSEDED');
    case 'link-expired':
      return new HttpProblem(410, 'TOKEN_EXPIRED');
  }
};

export const confirmationRefusals = refusalMapper(ConfirmationRefusal, problemOfConfirmationRefusal);
