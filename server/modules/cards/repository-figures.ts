import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { decisionColumns } from '../card-decisions/read-model';

/** What the figures read of a card: its plans (for their modules), whether it was opened, its current decision. */
export interface FiguresCard {
  plan_json: string;
  options_json: string | null;
  views: number;
  last_viewed_at: string | null;
  decision_kind: string | null;
}

/** The company's cards created at `from` or later, in one statement (the company's creation-time index). */
export const cardsCreatedSince = (db: Kysely<Database>, companyId: string, from: string): Promise<FiguresCard[]> =>
  db
    .selectFrom('treatment_cards')
    .select(['plan_json', 'options_json', 'views', 'last_viewed_at'])
    .select((eb) => decisionColumns(eb.ref('treatment_cards.id')).decisionKind.as('decision_kind'))
    .where('company_id', '=', companyId)
    .where('created_at', '>=', from)
    .execute();
