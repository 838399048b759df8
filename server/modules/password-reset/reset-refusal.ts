import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/** Why a password reset is refused, in the module's own words (no HTTP status or code). */
export type ResetRefusalReason =
  /** The link is unknown, used, or meant for an address the company no longer has. */
  { kind: 'link-invalid' } | { kind: 'link-expired' };

export class ResetRefusal extends Refusal<ResetRefusalReason> {}

export const problemOfResetRefusal = (reason: ResetRefusalReason): HttpProblem => {
  switch (reason.kind) {
    case 'link-invalid':
      return new HttpProblem(404, 'TOKEN_INVALID');
    case 'link-expired':
      return new HttpProblem(410, 'TOKEN_EXPIRED');
  }
};

export const resetRefusals = refusalMapper(ResetRefusal, problemOfResetRefusal);
