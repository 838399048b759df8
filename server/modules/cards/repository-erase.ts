import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** Deletes a closing company's cards and their file rows; returns the cards' folder names for the files to follow. */
export const deleteCompanyCards = async (db: Kysely<Database>, companyId: string): Promise<string[]> => {
  const cards = await db
    .selectFrom('treatment_cards')
    .select('storage_dir')
    .where('company_id', '=', companyId)
    .execute();
  const ids = db.selectFrom('treatment_cards').select('id').where('company_id', '=', companyId);
  await db.deleteFrom('treatment_card_files').where('card_id', 'in', ids).execute();
  await db.deleteFrom('treatment_cards').where('company_id', '=', companyId).execute();
  return cards.map((card) => card.storage_dir);
};
