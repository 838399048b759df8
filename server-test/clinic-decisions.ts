import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DecisionKind } from '../contract/rules/card-decisions';
import { newId } from '../server/db/ids';
import type { Database } from '../server/db/tables';

export interface TestDecision {
  kind: DecisionKind;
  at: string;
  optionIndex?: number;
  optionTitle?: string;
  fullName?: string;
  message?: string;
  phone?: string;
  preferredTime?: string;
}

/**
 * Records a patient's answer the way the card-decisions module stores one (next seq of the card), so the clinic's
 * reads can be tested on their own.
 */
export const recordDecision = async (
  db: Kysely<Database>,
  card: { id: string; companyId: string },
  decision: TestDecision,
): Promise<string> => {
  const { seq } = await db
    .selectFrom('card_decisions')
    .select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq'))
    .where('card_id', '=', card.id)
    .executeTakeFirstOrThrow();
  const id = newId(Date.parse(decision.at));
  const accepted = decision.kind === 'accepted';
  await db
    .insertInto('card_decisions')
    .values({
      id,
      card_id: card.id,
      company_id: card.companyId,
      seq: Number(seq) + 1,
      kind: decision.kind,
      request_id: randomUUID(),
      option_index: accepted ? (decision.optionIndex ?? 0) : null,
      option_title: accepted ? (decision.optionTitle ?? '') : null,
      plan_hash: 'a'.repeat(64),
      full_name: accepted ? (decision.fullName ?? 'Jane Patient') : null,
      message: decision.message ?? '',
      phone: decision.kind === 'call-request' ? (decision.phone ?? '+380441234567') : null,
      preferred_time: decision.kind === 'call-request' ? (decision.preferredTime ?? '') : null,
      ip_hash: 'b'.repeat(64),
      user_agent: 'test',
      created_at: decision.at,
    })
    .execute();
  return id;
};
