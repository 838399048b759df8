import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { type RetryableMail, findOutboxState, findOverdueMail, findRetryableMail, requeueMail } from './repository';

export type { RetryableMail } from './repository';

/** What the operator's tools ask of the outbox: what gave up, what is overdue, and queuing it again. */
export const retryableMail = (
  db: Kysely<Database>,
  now: Date,
  maxAttempts: number,
  id?: string,
): Promise<RetryableMail[]> => findRetryableMail(db, now.toISOString(), maxAttempts, id);

/** Pending messages that should have been tried before `before`: no sender is running (or it cannot keep up). */
export const overdueMail = (db: Kysely<Database>, before: Date): Promise<RetryableMail[]> =>
  findOverdueMail(db, before.toISOString());

/** Queues the messages again, due now, with their attempts counted afresh; returns the ids re-queued. */
export const requeueOutboxMail = (
  db: Kysely<Database>,
  ids: readonly string[],
  now: Date,
  maxAttempts: number,
): Promise<string[]> => requeueMail(db, ids, now.toISOString(), maxAttempts);

/** One message's delivery state, to tell an operator why it was not re-queued; undefined when there is none. */
export const outboxMessageState = (db: Kysely<Database>, id: string) => findOutboxState(db, id);
