import type { CardDecisionHistory } from '../../../contract/api/card-decisions';
import { isSettlingDecision } from '../../../contract/rules/card-decisions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { CardDecision } from '../../db/tables-card-decisions';
import { companyCardById } from '../cards/company-service';
import { currentDecision } from './current-decision';
import { listCardDecisions } from './repository';

/**
 * A card's answers as the clinic and the desktop program read them, oldest first. An acceptance or refusal is
 * superseded once a later one exists; questions and call requests never are.
 */
export const historyOf = (rows: CardDecision[]): CardDecisionHistory => {
  const lastSettling = currentDecision(rows)?.seq ?? 0;
  return {
    decisions: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      createdAt: row.created_at,
      optionIndex: row.option_index,
      optionTitle: row.option_title,
      fullName: row.full_name,
      message: row.message,
      phone: row.phone,
      preferredTime: row.preferred_time,
      planHash: row.plan_hash,
      superseded: isSettlingDecision(row.kind) && row.seq < lastSettling,
    })),
  };
};

/** The history of one of the company's cards; another company's card is refused as not found (the cards' rule). */
export const clinicHistory = async (
  deps: { db: Kysely<Database> },
  companyId: string,
  cardId: string,
): Promise<CardDecisionHistory> => {
  await companyCardById(deps, companyId, cardId);
  return historyOf(await listCardDecisions(deps.db, cardId));
};
