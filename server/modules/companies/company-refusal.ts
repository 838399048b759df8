import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/**
 * Why a request about the signed-in company is refused, in the companies module's words. Many modules ask first
 * (`requireCompany`, `requireConfirmedCompany`), so each of their routes maps these with `companyRefusals`.
 */
export type CompanyRefusalReason =
  /** The session's company no longer exists. */
  | { kind: 'gone' }
  /** Keys, downloads, orders and staff management wait until the company's e-mail address is confirmed. */
  | { kind: 'email-not-confirmed' };

export class CompanyRefusal extends Refusal<CompanyRefusalReason> {}

export const problemOfCompanyRefusal = (reason: CompanyRefusalReason): HttpProblem => {
  switch (reason.kind) {
    case 'gone':
      return new HttpProblem(401, 'UNAUTHORIZED');
    case 'email-not-confirmed':
      return new HttpProblem(403, 'EMAIL_NOT_CONFIRMED');
  }
};

export const companyRefusals = refusalMapper(CompanyRefusal, problemOfCompanyRefusal);
