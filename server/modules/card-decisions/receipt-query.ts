import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** What a receipt prints of an acceptance. */
export interface AcceptanceRow {
  id: string;
  option_index: number;
  full_name: string;
  plan_hash: string;
  created_at: string;
}

/** The card's acceptance with this id; nothing for another card's decision or any other kind of answer. */
export const findAcceptance = async (
  db: Kysely<Database>,
  cardId: string,
  id: string,
): Promise<AcceptanceRow | undefined> => {
  const row = await db
    .selectFrom('card_decisions')
    .select(['id', 'option_index', 'full_name', 'plan_hash', 'created_at'])
    .where('card_id', '=', cardId)
    .where('id', '=', id)
    .where('kind', '=', 'accepted')
    .executeTakeFirst();
  if (!row || row.option_index === null || row.full_name === null) return undefined;
  return { ...row, option_index: Number(row.option_index), full_name: row.full_name };
};
