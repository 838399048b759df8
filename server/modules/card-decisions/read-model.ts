import { type Expression, type Kysely, expressionBuilder, sql } from 'kysely';
import { type CardDecisionStatus, settlingDecisionKinds } from '../../../contract/rules/card-decisions';
import type { Database } from '../../db/tables';
import type { CardDecision } from '../../db/tables-card-decisions';

/**
 * What other modules may read of the patient's answers. Only this module names the card_decisions table: the cards
 * module embeds these subqueries in its own statements (the clinic's list, the figures), so a page of cards costs one
 * statement whatever its size.
 */

const waitingKinds = ['question', 'call-request'] as const;
const decisions = () => expressionBuilder<Database, never>().selectFrom('card_decisions as decision');

/** The card's latest acceptance or refusal (its current decision), as a subquery of one row. */
const current = (cardId: Expression<string>) =>
  decisions()
    .where('decision.card_id', '=', cardId)
    .where('decision.kind', 'in', settlingDecisionKinds)
    .orderBy('decision.seq', 'desc')
    .limit(1);

/**
 * The columns of the card `cardId` names (a column of the embedding statement) that sum its answers up: the current
 * decision's kind, time and option, and since when a question or call request newer than it has been waiting (the
 * oldest such; null when none waits). Each is a scalar subquery on the (card_id, seq) unique index.
 */
export const decisionColumns = (cardId: Expression<string>) => {
  const settledSeq = decisions()
    .select((eb) => eb.fn.max('decision.seq').as('seq'))
    .where('decision.card_id', '=', cardId)
    .where('decision.kind', 'in', settlingDecisionKinds);
  const waiting = expressionBuilder<Database, never>()
    .selectFrom('card_decisions as asked')
    .select((eb) => eb.fn.min('asked.created_at').as('since'))
    .where('asked.card_id', '=', cardId)
    .where('asked.kind', 'in', waitingKinds)
    .where((eb) => eb('asked.seq', '>', eb.fn.coalesce(settledSeq, sql.lit(0))));
  return {
    decisionKind: current(cardId).select('decision.kind'),
    decisionAt: current(cardId).select('decision.created_at'),
    decisionOption: current(cardId).select('decision.option_index'),
    decisionOptionTitle: current(cardId).select('decision.option_title'),
    waitingSince: waiting,
  };
};

/**
 * The list's status from those columns and the card's last view, with the contract's precedence: a waiting question,
 * then the current decision, then opened or not. In SQL, so the list can filter and count on it.
 */
export const decisionStatus = (
  columns: { kind: Expression<string | null>; waitingSince: Expression<string | null> },
  lastViewedAt: Expression<string | null>,
) =>
  sql<CardDecisionStatus>`case when ${columns.waitingSince} is not null then 'question-waiting' when ${columns.kind} is not null then ${columns.kind} when ${lastViewedAt} is not null then 'opened' else 'not-opened' end`;

/** A card's current decision when it is an acceptance (the patient-platform record carries that option). */
export const currentAcceptance = async (
  db: Kysely<Database>,
  cardId: string,
): Promise<Pick<CardDecision, 'option_index' | 'option_title' | 'full_name' | 'created_at'> | undefined> => {
  const row = await db
    .selectFrom('card_decisions')
    .select(['kind', 'option_index', 'option_title', 'full_name', 'created_at'])
    .where('card_id', '=', cardId)
    .where('kind', 'in', settlingDecisionKinds)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.kind === 'accepted' ? row : undefined;
};
