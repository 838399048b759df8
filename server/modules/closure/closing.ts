import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { findClosure } from './repository';

/** A company's closure as others see it: when it is due, while it is pending or under way. */
export interface PendingClosure {
  scheduledFor: string;
}

/** The company's closure while it is pending or being erased; undefined otherwise (none, cancelled, done). */
export const pendingClosureOf = async (
  db: Kysely<Database>,
  companyId: string,
): Promise<PendingClosure | undefined> => {
  const closure = await findClosure(db, companyId);
  if (!closure || (closure.state !== 'pending' && closure.state !== 'erasing')) return undefined;
  return { scheduledFor: closure.scheduled_for };
};

/** Whether the company's erasure has begun (or is done): nothing new is made for it then. */
export const erasureBegun = async (db: Kysely<Database>, companyId: string): Promise<boolean> => {
  const closure = await findClosure(db, companyId);
  return closure?.state === 'erasing' || closure?.state === 'erased';
};
