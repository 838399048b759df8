import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, NewOutboxMail, OutboxMail } from '../../db/tables';

export const insertOutboxMail = async (db: Kysely<Database>, mail: NewOutboxMail): Promise<void> => {
  await db.insertInto('mail_outbox').values(mail).execute();
};

/** Ids worth trying to claim: pending and due, or sending under a lease that has run out. Oldest first. */
export const findClaimableIds = async (db: Kysely<Database>, now: string, limit: number): Promise<string[]> => {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_expires_at', '<=', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
};

/**
 * Takes a message for one delivery attempt. The conditions are checked again inside the UPDATE, which both
 * dialects apply atomically per row, so of several processes racing for one message exactly one gets it back.
 */
export const claimOutboxMail = (
  db: Kysely<Database>,
  id: string,
  owner: string,
  now: string,
  leaseExpiresAt: string,
  maxAttempts: number,
): Promise<OutboxMail | undefined> =>
  db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      lease_owner: owner,
      lease_expires_at: leaseExpiresAt,
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_expires_at', '<=', now)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();

/** Records a delivery; the bodies go, since the links in them are live credentials. */
export const markOutboxMailSent = async (
  db: Kysely<Database>,
  id: string,
  owner: string,
  now: string,
): Promise<boolean> => {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: now,
      updated_at: now,
      lease_owner: null,
      lease_expires_at: null,
      last_error: null,
      text_body: '',
      html_body: '',
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** Hands a failed attempt back: pending again at `nextAttemptAt`, or failed for good when `nextAttemptAt` is null. */
export const markOutboxMailFailedAttempt = async (
  db: Kysely<Database>,
  id: string,
  owner: string,
  error: string,
  nextAttemptAt: string | null,
  now: string,
): Promise<void> => {
  await db
    .updateTable('mail_outbox')
    .set({
      status: nextAttemptAt === null ? 'failed' : 'pending',
      ...(nextAttemptAt === null ? {} : { next_attempt_at: nextAttemptAt }),
      last_error: error,
      lease_owner: null,
      lease_expires_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('lease_owner', '=', owner)
    .execute();
};

/** Messages whose last allowed attempt never reported back (the process died mid-send) are failed, not retried. */
export const failAbandonedLastAttempts = async (
  db: Kysely<Database>,
  now: string,
  maxAttempts: number,
  error: string,
): Promise<number> => {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', last_error: error, lease_owner: null, lease_expires_at: null, updated_at: now })
    .where('status', '=', 'sending')
    .where('lease_expires_at', '<=', now)
    .where('attempts', '>=', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

export const deleteSentMailBefore = async (db: Kysely<Database>, before: string): Promise<number> => {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

/**
 * Messages an operator may send again: failed for good, or stuck: sending under a lease that ran out, or pending
 * with more attempts than the sender now allows (MAIL_MAX_ATTEMPTS was lowered). Never a sent one, and never one a
 * sender holds under a live lease.
 */
const retryable = (eb: ExpressionBuilder<Database, 'mail_outbox'>, now: string, maxAttempts: number) =>
  eb.or([
    eb('status', '=', 'failed'),
    eb.and([eb('status', '=', 'sending'), eb('lease_expires_at', '<=', now)]),
    eb.and([eb('status', '=', 'pending'), eb('attempts', '>=', maxAttempts)]),
  ]);

export type RetryableMail = Pick<OutboxMail, 'id' | 'kind' | 'to_address' | 'status' | 'attempts' | 'last_error'>;

export const findRetryableMail = (
  db: Kysely<Database>,
  now: string,
  maxAttempts: number,
  id?: string,
): Promise<RetryableMail[]> => {
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to_address', 'status', 'attempts', 'last_error'])
    .where((eb) => retryable(eb, now, maxAttempts));
  if (id !== undefined) query = query.where('id', '=', id);
  return query.orderBy('created_at').orderBy('id').execute();
};

/**
 * Queues messages again with a fresh count of attempts, due now. The retry conditions are checked again in the
 * UPDATE, so a message a sender claimed or delivered meanwhile is left alone; returns the ids re-queued.
 */
export const requeueMail = async (
  db: Kysely<Database>,
  ids: readonly string[],
  now: string,
  maxAttempts: number,
): Promise<string[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('mail_outbox')
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      lease_owner: null,
      lease_expires_at: null,
      updated_at: now,
    })
    .where('id', 'in', ids)
    .where((eb) => retryable(eb, now, maxAttempts))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
};

/** Pending messages that should have been tried before `before`: no sender is running (or it cannot keep up). */
export const findOverdueMail = (db: Kysely<Database>, before: string): Promise<RetryableMail[]> =>
  db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to_address', 'status', 'attempts', 'last_error'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<', before)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .execute();

export const findOutboxState = (db: Kysely<Database>, id: string) =>
  db
    .selectFrom('mail_outbox')
    .select(['status', 'sent_at', 'next_attempt_at', 'lease_expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Every outbox message of a closing company, and any other addressed to its e-mail (`toNormalized`, lower case). */
export const deleteMailOf = async (db: Kysely<Database>, companyId: string, toNormalized: string): Promise<number> => {
  const result = await db
    .deleteFrom('mail_outbox')
    .where((eb) => eb.or([eb('company_id', '=', companyId), eb(eb.fn('lower', ['to_address']), '=', toNormalized)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
