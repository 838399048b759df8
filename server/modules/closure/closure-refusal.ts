import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/** Why a closure request is refused, in the closure module's words. */
export type ClosureRefusalReason =
  /** A closure is already pending or under way. */
  | { kind: 'already-closing'; scheduledFor: string }
  /** The account was closed already: only its tombstone is left. */
  | { kind: 'already-closed' }
  /** There is no pending closure to cancel (none was asked, it was cancelled, or the erasure has begun). */
  | { kind: 'not-pending' }
  /** The owner's confirmation does not match: the typed e-mail is not the company's, or the password is wrong. */
  | { kind: 'confirmation-mismatch'; field: 'email' | 'password' };

export class ClosureRefusal extends Refusal<ClosureRefusalReason> {}

export const problemOfClosureRefusal = (reason: ClosureRefusalReason): HttpProblem => {
  switch (reason.kind) {
    case 'already-closing':
    case 'already-closed':
    case 'not-pending':
      return new HttpProblem(409, 'CONFLICT');
    case 'confirmation-mismatch':
      return new HttpProblem(400, 'VALIDATION_FAILED', {
        errors: [{ field: `body/${reason.field}`, reason: reason.field === 'email' ? 'mismatch' : 'incorrect' }],
      });
  }
};

export const closureRefusals = refusalMapper(ClosureRefusal, problemOfClosureRefusal);
