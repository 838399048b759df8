import type { Kysely } from 'kysely';
import type { Database } from '../server/db/tables';
import type { NewCardDecision } from '../server/db/tables-card-decisions';

/**
 * The patients' answers to the seeded cards: an acceptance superseded by a refusal and a waiting question on the
 * first card, with Cyrillic, a newline and a long user agent; `id` and `at` are the seed's own.
 */
export const seedCardDecisions = async (
  db: Kysely<Database>,
  cardId: string,
  companyId: string,
  id: () => string,
  at: (offsetHours: number) => string,
): Promise<void> => {
  const base = {
    card_id: cardId,
    company_id: companyId,
    option_index: null,
    option_title: null,
    full_name: null,
    phone: null,
    preferred_time: null,
    message: '',
    plan_hash: 'a'.repeat(64),
    ip_hash: 'b'.repeat(64),
    user_agent: `Mozilla/5.0 ${'x'.repeat(490)}`,
  };
  const rows: NewCardDecision[] = [
    {
      ...base,
      id: id(),
      seq: 1,
      kind: 'accepted',
      request_id: '00000000-0000-4000-8000-000000000001',
      option_index: 0,
      option_title: 'Імплант',
      full_name: 'Олена Петрівна',
      created_at: at(-5),
    },
    {
      ...base,
      id: id(),
      seq: 2,
      kind: 'declined',
      request_id: '00000000-0000-4000-8000-000000000002',
      message: 'Дорого.\nПодумаю',
      created_at: at(-4),
    },
    {
      ...base,
      id: id(),
      seq: 3,
      kind: 'call-request',
      request_id: '00000000-0000-4000-8000-000000000003',
      phone: '+380441234567',
      preferred_time: 'після 18:00',
      created_at: at(-3),
    },
  ];
  await db.insertInto('card_decisions').values(rows).execute();
};
