import { Refusal } from '../../plugins/refusal';

/** Why a closure request is refused, in the closure module's words. */
export type ClosureRefusalReason =
  /** A closure is already pending or under way. */
  | { kind: 'already-closing'; scheduledFor: string }
  /** The account was closed already: only its tombstone is left. */
  | { kind: 'already-closed' }
  /** There is no pending closure to cancel (none was asked, it was cancelled, or the erasure has begun). */
  | { kind: 'not-pending' };

export class ClosureRefusal extends Refusal<ClosureRefusalReason> {}
