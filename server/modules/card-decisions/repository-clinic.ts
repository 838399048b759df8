import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { CardDecision } from '../../db/tables-card-decisions';

/** A card's answers, oldest first: the clinic's and the desktop program's history. */
export const cardDecisionRows = (db: Kysely<Database>, cardId: string): Promise<CardDecision[]> =>
  db.selectFrom('card_decisions').selectAll().where('card_id', '=', cardId).orderBy('seq').execute();
