import type { Kysely } from 'kysely';
import { iso } from '../../clock';
import type { Database } from '../../db/tables';
import { deleteCardDecisions, deleteCompanyDecisions, deleteExpiredCardDecisions } from './repository';

// What other modules call when a card's patient data goes: its answers go with it, in the caller's transaction.

/** A revoked card's answers. */
export const eraseCardDecisions = (db: Kysely<Database>, cardId: string): Promise<number> =>
  deleteCardDecisions(db, cardId);

/** The answers of every card whose expiry has passed by `now`: the clinic can no longer act on them. */
export const eraseExpiredCardDecisions = (db: Kysely<Database>, now: Date): Promise<number> =>
  deleteExpiredCardDecisions(db, iso(now));

/** A closing company's answers, before its cards. */
export const eraseCompanyDecisions = (db: Kysely<Database>, companyId: string): Promise<number> =>
  deleteCompanyDecisions(db, companyId);
