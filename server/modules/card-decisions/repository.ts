import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { isUniqueViolation } from '../../db/unique-violation';
import type { CardDecision, NewCardDecision } from '../../db/tables-card-decisions';
import { expiredCardIds } from '../cards/erase-service';

type Db = Kysely<Database>;

// The only module that writes card_decisions: rows are inserted and deleted with the card's patient data, never
// updated.

export const findDecisionByRequest = (db: Db, cardId: string, requestId: string): Promise<CardDecision | undefined> =>
  db
    .selectFrom('card_decisions')
    .selectAll()
    .where('card_id', '=', cardId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();

// Two answers racing for one number: the loser tries again as the next one, after a short random pause so a burst
// spreads out; bounded, so a fault that looks like a race still ends.
const seqAttempts = 10;
const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 1 + Math.random() * 10));

export type InsertOutcome = { inserted: true; row: CardDecision } | { inserted: false; row: CardDecision };

/**
 * Records an answer as the card's next in order (seq = the highest so far + 1, in one transaction). A row of the
 * same request already there is answered instead (a double tap); a lost race for the number is retried.
 * `inTransaction` runs in the same transaction after the insert (the e-mail is queued there).
 */
export const insertDecision = async (
  db: Db,
  row: Omit<NewCardDecision, 'seq'>,
  inTransaction: (trx: Db, inserted: CardDecision) => Promise<void>,
): Promise<InsertOutcome> => {
  for (let attempt = 1; ; attempt += 1) {
    const earlier = await findDecisionByRequest(db, row.card_id, row.request_id);
    if (earlier) return { inserted: false, row: earlier };
    try {
      const inserted = await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('card_decisions')
          .select((eb) => eb.fn.max('seq').as('seq'))
          .where('card_id', '=', row.card_id)
          .executeTakeFirst();
        const seq = Number(last?.seq ?? 0) + 1;
        const stored = await trx
          .insertInto('card_decisions')
          .values({ ...row, seq })
          .returningAll()
          .executeTakeFirstOrThrow();
        await inTransaction(trx, stored);
        return stored;
      });
      return { inserted: true, row: inserted };
    } catch (error) {
      // Either of the table's unique indexes (the number, the request id): which one does not matter, the next turn
      // looks again.
      if (!isUniqueViolation(error, 'card_decisions') || attempt >= seqAttempts) throw error;
      await pause();
    }
  }
};

/** A card's answers in the order they came: the patient's state, the clinic's and the desktop program's history. */
export const listCardDecisions = (db: Db, cardId: string): Promise<CardDecision[]> =>
  db.selectFrom('card_decisions').selectAll().where('card_id', '=', cardId).orderBy('seq').execute();

/** The card's patient data goes: with its revocation (in that transaction) or once it expired. */
export const deleteCardDecisions = async (db: Db, cardId: string): Promise<number> => {
  const result = await db.deleteFrom('card_decisions').where('card_id', '=', cardId).executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** Answers to cards whose expiry has passed by `now`. */
export const deleteExpiredCardDecisions = async (db: Db, now: string): Promise<number> => {
  const result = await db
    .deleteFrom('card_decisions')
    .where('card_id', 'in', expiredCardIds(db, now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** A closing company's answers, before its cards' rows. */
export const deleteCompanyDecisions = async (db: Db, companyId: string): Promise<number> => {
  const result = await db.deleteFrom('card_decisions').where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** What a receipt prints of an acceptance. */
export interface AcceptanceRow {
  id: string;
  option_index: number;
  full_name: string;
  plan_hash: string;
  created_at: string;
}

/** The card's acceptance with this id; nothing for another card's decision or any other kind of answer. */
export const findAcceptance = async (db: Db, cardId: string, id: string): Promise<AcceptanceRow | undefined> => {
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
