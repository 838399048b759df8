import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/** Why signing up or in is refused, in the accounts module's own words (no HTTP status or code). */
export type AccountRefusalReason =
  /** A company has this e-mail address already. */
  | { kind: 'email-taken' }
  /** Unknown login or wrong password, told apart by nothing. */
  | { kind: 'wrong-credentials' }
  /** Doctors sign in to the desktop program only. */
  | { kind: 'doctor-on-web' };

export class AccountRefusal extends Refusal<AccountRefusalReason> {}

export const problemOfAccountRefusal = (reason: AccountRefusalReason): HttpProblem => {
  switch (reason.kind) {
    case 'email-taken':
      return new HttpProblem(409, 'EMAIL_TAKEN', { errors: [{ field: 'body/email', reason: 'taken' }] });
    case 'wrong-credentials':
      return new HttpProblem(401, 'INVALID_CREDENTIALS');
    case 'doctor-on-web':
      return new HttpProblem(403, 'DOCTOR_WEB_SIGN_IN');
  }
};

export const accountRefusals = refusalMapper(AccountRefusal, problemOfAccountRefusal);
