import { type Kysely, expressionBuilder, sql } from 'kysely';
import type { CardDecisionStatus } from '../../../contract/rules/card-decisions';
import type { Database } from '../../db/tables';
import { decisionColumns, decisionStatus } from '../card-decisions/read-model';
import type { StoredCard } from './repository';

type Db = Kysely<Database>;

/** How the patient's answers sum a card up, as the list reads them with the card. */
export interface DecisionOfCard {
  status: CardDecisionStatus;
  decisionAt: string | null;
  decisionOption: number | null;
  decisionOptionTitle: string | null;
  waitingSince: string | null;
}

export interface ListedCard {
  card: StoredCard;
  decision: DecisionOfCard;
}

const cardStatus = decisionStatus(
  { kind: sql.ref<string | null>('card.decision_kind'), waitingSince: sql.ref<string | null>('card.waiting_since') },
  sql.ref<string | null>('card.last_viewed_at'),
);

/**
 * The company's cards with their answers' summary (subqueries of the card-decisions read model), as a derived table
 * the statements below filter, count and order on. Built apart from the Kysely instance that runs it.
 */
const cardsWithDecisions = (companyId: string) =>
  expressionBuilder<Database, never>()
    .selectFrom('treatment_cards')
    .selectAll('treatment_cards')
    .select((eb) => {
      const columns = decisionColumns(eb.ref('treatment_cards.id'));
      return [
        columns.decisionKind.as('decision_kind'),
        columns.decisionAt.as('decision_at'),
        columns.decisionOption.as('decision_option'),
        columns.decisionOptionTitle.as('decision_option_title'),
        columns.waitingSince.as('waiting_since'),
      ];
    })
    .where('treatment_cards.company_id', '=', companyId)
    .as('card');

const withDecisions = (db: Db, companyId: string) =>
  db.selectFrom(cardsWithDecisions(companyId)).selectAll('card').select(cardStatus.as('decision_status'));

export interface CardPageQuery {
  status?: CardDecisionStatus | undefined;
  limit: number;
  offset: number;
}

/** A page of the company's cards (of one status, when asked), newest first, with their answers: one statement. */
export const listCompanyCardsWithDecisions = async (
  db: Db,
  companyId: string,
  query: CardPageQuery,
): Promise<ListedCard[]> => {
  const base = withDecisions(db, companyId);
  const filtered = query.status === undefined ? base : base.where(cardStatus, '=', query.status);
  const rows = await filtered
    .orderBy('card.created_at', 'desc')
    .orderBy('card.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return rows.map(listed);
};

/** One of the company's cards with its answers, or undefined (another company's, or none). */
export const findCompanyCardWithDecisions = async (
  db: Db,
  companyId: string,
  id: string,
): Promise<ListedCard | undefined> => {
  const row = await withDecisions(db, companyId).where('card.id', '=', id).executeTakeFirst();
  return row && listed(row);
};

/** How many of the company's cards there are (of one status, when asked). */
export const countCompanyCardsWithStatus = async (
  db: Db,
  companyId: string,
  status: CardDecisionStatus | undefined,
): Promise<number> => {
  if (status === undefined) {
    const { count } = await db
      .selectFrom('treatment_cards')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    return Number(count);
  }
  const { count } = await db
    .selectFrom(cardsWithDecisions(companyId))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(cardStatus, '=', status)
    .executeTakeFirstOrThrow();
  return Number(count);
};

type Row = Awaited<ReturnType<ReturnType<typeof withDecisions>['executeTakeFirstOrThrow']>>;

const listed = (row: Row): ListedCard => {
  const {
    decision_kind,
    decision_at,
    decision_option,
    decision_option_title,
    waiting_since,
    decision_status,
    ...card
  } = row;
  void decision_kind;
  return {
    // PostgreSQL hands bigint back as text; the amounts stay far below 2^53.
    card: { ...card, total_minor: Number(card.total_minor) },
    decision: {
      status: decision_status,
      decisionAt: decision_at,
      decisionOption: decision_option === null ? null : Number(decision_option),
      decisionOptionTitle: decision_option_title,
      waitingSince: waiting_since,
    },
  };
};
