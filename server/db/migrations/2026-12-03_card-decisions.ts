import { type Kysely, sql } from 'kysely';

// Frozen in time like every migration: no application imports, portable column types only.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // The patient's answers to a card, in the order they came: never updated, deleted with the card's patient data.
  await db.schema
    .createTable('card_decisions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('card_id', 'text', (col) => col.notNull().references('treatment_cards.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    // 1, 2, 3… per card: two answers racing for the same number leave one winner, and the loser is retried as next.
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('accepted', 'declined', 'question', 'call-request')`),
    )
    // The browser's id of the form it sent: the same id again is the same answer.
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('option_index', 'integer')
    .addColumn('option_title', 'text')
    // SHA-256 (hex) of the options the patient was shown.
    .addColumn('plan_hash', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text')
    // The reason of a refusal or the text of a question; '' otherwise.
    .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text')
    .addColumn('preferred_time', 'text')
    // Keyed hash of the client address: proves two answers came from one address without keeping the address.
    .addColumn('ip_hash', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('card_decisions_card_seq_key', ['card_id', 'seq'])
    .addUniqueConstraint('card_decisions_card_request_key', ['card_id', 'request_id'])
    .execute();
  // The clinic's list and figures read a company's answers by time.
  await db.schema
    .createIndex('card_decisions_company_idx')
    .on('card_decisions')
    .columns(['company_id', 'created_at'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('card_decisions').execute();
};
