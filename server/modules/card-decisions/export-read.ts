import type { Kysely } from 'kysely';
import type { DecisionKind } from '../../../contract/rules/card-decisions';
import type { Database } from '../../db/tables';

/**
 * A patient's answer as the clinic's data export carries it. The keyed hash of the address and the browser's
 * user agent stay out: they exist only as proof of where an answer came from, not as the clinic's data.
 */
export interface ExportedDecision {
  seq: number;
  kind: DecisionKind;
  at: string;
  optionIndex: number | null;
  optionTitle: string | null;
  fullName: string | null;
  message: string;
  /** E.164. */
  phone: string | null;
  preferredTime: string | null;
  /** SHA-256 (hex) of the options the patient was shown. */
  planHash: string;
}

/** The answers to one of the company's cards, in the order they came. */
export const exportCardDecisions = async (
  db: Kysely<Database>,
  companyId: string,
  cardId: string,
): Promise<ExportedDecision[]> =>
  (
    await db
      .selectFrom('card_decisions')
      .select([
        'seq',
        'kind',
        'created_at',
        'option_index',
        'option_title',
        'full_name',
        'message',
        'phone',
        'preferred_time',
        'plan_hash',
      ])
      .where('company_id', '=', companyId)
      .where('card_id', '=', cardId)
      .orderBy('seq')
      .execute()
  ).map((row) => ({
    seq: row.seq,
    kind: row.kind,
    at: row.created_at,
    optionIndex: row.option_index,
    optionTitle: row.option_title,
    fullName: row.full_name,
    message: row.message,
    phone: row.phone,
    preferredTime: row.preferred_time,
    planHash: row.plan_hash,
  }));
