import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/** Why the answers' rules refuse a request, in the module's own words. */
export type DecisionRefusalReason =
  /** A field the schema lets through breaks a rule of the card: an option it lacks, a phone number that is none. */
  | { kind: 'field-invalid'; field: 'optionIndex' | 'phone'; reason: string }
  /** The request id was used for another answer. */
  | { kind: 'request-reused' };

export class DecisionRefusal extends Refusal<DecisionRefusalReason> {}

const problemOfRefusal = (refusal: DecisionRefusalReason): HttpProblem => {
  switch (refusal.kind) {
    case 'field-invalid':
      return new HttpProblem(400, 'VALIDATION_FAILED', {
        errors: [{ field: `body/${refusal.field}`, reason: refusal.reason }],
      });
    case 'request-reused':
      return new HttpProblem(409, 'CONFLICT', {
        detail: 'This requestId was already used for another answer.',
        errors: [{ field: 'body/requestId', reason: 'conflict' }],
      });
  }
};

export const decisionRefusals = refusalMapper(DecisionRefusal, problemOfRefusal);
