import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/** Why the price list's rules refuse a change, in the module's own words (no HTTP status or code). */
export type PriceListRefusalReason =
  /** No row of this company has the id. */
  | { kind: 'row-not-found' }
  /** The price has more fraction digits than the currency (12.345 USD). */
  | { kind: 'price-too-precise' }
  /** The list holds its maximum number of rows already. */
  | { kind: 'too-many-rows'; max: number }
  /** Someone saved the row since the version the change was based on. */
  | { kind: 'row-stale' }
  /** Another change of the currency came first. */
  | { kind: 'currency-changed-meanwhile' };

export class PriceListRefusal extends Refusal<PriceListRefusalReason> {}

export const problemOfPriceListRefusal = (reason: PriceListRefusalReason): HttpProblem => {
  switch (reason.kind) {
    case 'row-not-found':
      return new HttpProblem(404, 'NOT_FOUND');
    case 'price-too-precise':
      return new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field: 'body/price', reason: 'precision' }] });
    case 'too-many-rows':
      return new HttpProblem(409, 'CONFLICT', { detail: `at most ${reason.max} rows` });
    case 'row-stale':
      return new HttpProblem(409, 'STALE_VERSION', { errors: [{ field: 'body/version', reason: 'stale' }] });
    case 'currency-changed-meanwhile':
      return new HttpProblem(409, 'CONFLICT');
  }
};

export const priceListRefusals = refusalMapper(PriceListRefusal, problemOfPriceListRefusal);
