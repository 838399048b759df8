import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { folderKey } from './card-storage';
import { deleteCompanyCards } from './repository-erase';

/**
 * Deletes a closing company's cards inside the caller's transaction; returns the file-store folders that held their
 * files (`…/` marks a folder), for the caller to remove once that transaction has committed.
 */
/**
 * The ids of cards whose expiry has passed by `now`, as a subquery: the read model the purge of their patients'
 * answers uses.
 */
export const expiredCardIds = (db: Kysely<Database>, now: string) =>
  db.selectFrom('treatment_cards').select('treatment_cards.id').where('treatment_cards.expires_at', '<=', now);

export const eraseCompanyCards = async (db: Kysely<Database>, companyId: string): Promise<string[]> =>
  (await deleteCompanyCards(db, companyId)).map((dir) => `${folderKey(dir)}/`);
