import { type Kysely, sql } from 'kysely';

// Frozen in time like every migration: no application imports, portable column types only.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Single-use tokens of e-mailed links; only their SHA-256 is stored.
  await db.schema
    .createTable('link_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('email-confirmation', 'password-reset')`),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // The normalised address the link was sent to: a link proves that mailbox, not whatever the e-mail is now.
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('link_tokens_company_purpose_idx')
    .on('link_tokens')
    .columns(['company_id', 'purpose'])
    .execute();
  await db.schema.createIndex('link_tokens_expires_at_idx').on('link_tokens').column('expires_at').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('company_id', 'text', (col) => col.references('companies.id').onDelete('set null'))
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('message_id', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // The sender's scan: due pending rows and expired leases.
  await db.schema
    .createIndex('mail_outbox_status_next_attempt_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('mail_outbox_company_id_idx').on('mail_outbox').column('company_id').execute();

  // Fixed-window counters shared by every server process.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_ends_at_idx').on('rate_limits').column('window_ends_at').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('link_tokens').execute();
};
