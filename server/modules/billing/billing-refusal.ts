import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/** Why an order is refused, in the billing module's own words (no HTTP status or code). */
export type BillingRefusalReason =
  /** The package cannot be bought in the company's standing (an upgrade without a plan, say). */
  | { kind: 'purchase-not-allowed' }
  /** The payment provider did not open a checkout; the order was closed. */
  | { kind: 'checkout-failed'; message: string };

export class BillingRefusal extends Refusal<BillingRefusalReason> {}

export const problemOfBillingRefusal = (reason: BillingRefusalReason): HttpProblem => {
  switch (reason.kind) {
    case 'purchase-not-allowed':
      return new HttpProblem(409, 'PURCHASE_NOT_ALLOWED', { errors: [{ field: 'body/kind', reason: 'not-allowed' }] });
    case 'checkout-failed':
      return new HttpProblem(503, 'SERVICE_UNAVAILABLE', {
        detail: `The payment provider did not open a checkout: ${reason.message}`,
      });
  }
};

export const billingRefusals = refusalMapper(BillingRefusal, problemOfBillingRefusal);
