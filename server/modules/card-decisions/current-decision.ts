import { type DecisionKind, isSettlingDecision } from '../../../contract/rules/card-decisions';

/**
 * The card's current decision: its latest acceptance or refusal. Earlier ones are superseded; questions and call
 * requests after it wait for the clinic.
 */
export const currentDecision = <Row extends { seq: number; kind: DecisionKind }>(
  rows: readonly Row[],
): Row | undefined =>
  rows.reduce<Row | undefined>(
    (latest, row) => (isSettlingDecision(row.kind) && row.seq > (latest?.seq ?? 0) ? row : latest),
    undefined,
  );
