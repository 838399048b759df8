import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DecisionKind } from '../contract/rules/card-decisions';
import { newId } from '../server/db/ids';
import type { Database } from '../server/db/tables';
import type { CardDecision } from '../server/db/tables-card-decisions';

/**
 * Records a patient's answer straight into the table, for tests of what reads it (the receipt, the clinic's views),
 * with an acceptance of the first option by default; the next number in the card's order.
 */
export const insertDecision = async (
  db: Kysely<Database>,
  card: { id: string; companyId: string },
  values: Partial<CardDecision> & { kind?: DecisionKind } = {},
): Promise<CardDecision> => {
  const { last } = await db
    .selectFrom('card_decisions')
    .select((eb) => eb.fn.max('seq').as('last'))
    .where('card_id', '=', card.id)
    .executeTakeFirstOrThrow();
  const kind = values.kind ?? 'accepted';
  const accepted = kind === 'accepted';
  const row: CardDecision = {
    id: newId(),
    card_id: card.id,
    company_id: card.companyId,
    seq: Number(last ?? 0) + 1,
    kind,
    request_id: randomUUID(),
    option_index: accepted ? 0 : null,
    option_title: accepted ? '' : null,
    plan_hash: 'a3f5c8e1d2b4a6978877665544332211ffeeddccbbaa99887766554433221100',
    full_name: accepted ? 'Olena Kovalenko' : null,
    message: '',
    phone: null,
    preferred_time: null,
    ip_hash: '0'.repeat(64),
    user_agent: 'test',
    created_at: '2026-11-23T09:15:42.000Z',
    ...values,
  };
  await db.insertInto('card_decisions').values(row).execute();
  return row;
};
