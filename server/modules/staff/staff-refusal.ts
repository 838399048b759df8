import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/** Why the staff rules refuse a request, in the module's own words (no HTTP status or code). */
export type StaffRefusalReason =
  /** Another member (of any company) has this login already. */
  | { kind: 'login-taken' }
  /** No member of this company has the id. */
  | { kind: 'member-not-found' }
  /** The signed-in member no longer exists. */
  | { kind: 'member-gone' }
  /** The current password given with a change is not the member's. */
  | { kind: 'current-password-wrong' };

export class StaffRefusal extends Refusal<StaffRefusalReason> {}

export const problemOfStaffRefusal = (reason: StaffRefusalReason): HttpProblem => {
  switch (reason.kind) {
    case 'login-taken':
      return new HttpProblem(409, 'LOGIN_TAKEN', { errors: [{ field: 'body/login', reason: 'taken' }] });
    case 'member-not-found':
      return new HttpProblem(404, 'NOT_FOUND');
    case 'member-gone':
      return new HttpProblem(401, 'UNAUTHORIZED');
    case 'current-password-wrong':
      return new HttpProblem(400, 'VALIDATION_FAILED', {
        errors: [{ field: 'body/currentPassword', reason: 'incorrect' }],
      });
  }
};

export const staffRefusals = refusalMapper(StaffRefusal, problemOfStaffRefusal);
