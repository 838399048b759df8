import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { serialisedTransaction } from '../../db/serialised-transaction';
import type { CompanyClosure, Database } from '../../db/tables';

type Db = Kysely<Database>;

// Read by every account GET; the benchmark's bare baseline compiles it too (bench/baselines/).
export const closureOfCompanyQuery = (db: Db, companyId: string) =>
  db.selectFrom('company_closures').selectAll().where('company_id', '=', companyId);

const closuresOfCompany = compiledOnce(closureOfCompanyQuery);

export const findClosure = async (db: Db, companyId: string): Promise<CompanyClosure | undefined> =>
  (await closuresOfCompany(db, companyId))[0];

export interface ClosureRequest {
  companyId: string;
  requestedBy: 'owner' | 'operator';
  requestedAt: string;
  scheduledFor: string;
  contactEmail: string;
  contactName: string;
  contactLanguage: string;
}

/**
 * Schedules the closure: a new row, or a cancelled one made pending again. False when a closure is already pending,
 * erasing or done (the row's state decides, so two requests at once schedule once).
 */
export const upsertPendingClosure = async (db: Db, request: ClosureRequest): Promise<boolean> => {
  const values = {
    state: 'pending' as const,
    requested_by: request.requestedBy,
    requested_at: request.requestedAt,
    scheduled_for: request.scheduledFor,
    steps_done: 0,
    files_json: '[]',
    contact_email: request.contactEmail,
    contact_name: request.contactName,
    contact_language: request.contactLanguage,
    cancelled_at: null,
    finished_at: null,
    updated_at: request.requestedAt,
  };
  const result = await db
    .insertInto('company_closures')
    .values({ company_id: request.companyId, ...values })
    .onConflict((conflict) =>
      conflict.column('company_id').doUpdateSet(values).where('company_closures.state', '=', 'cancelled'),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
};

/** Cancels a pending closure; false when none is pending (the erasure may have begun). */
export const cancelPending = async (db: Db, companyId: string, at: string): Promise<boolean> => {
  const result = await db
    .updateTable('company_closures')
    .set({ state: 'cancelled', cancelled_at: at, updated_at: at })
    .where('company_id', '=', companyId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** Brings a pending closure forward to `at` (the operator's "now"). */
export const rescheduleTo = async (db: Db, companyId: string, at: string): Promise<void> => {
  await db
    .updateTable('company_closures')
    .set({ scheduled_for: at, updated_at: at })
    .where('company_id', '=', companyId)
    .where('state', '=', 'pending')
    .execute();
};

/** Closures to work on: pending and due, interrupted while erasing, or erased with files still to remove. */
export const findWorkableClosures = (db: Db, now: string): Promise<CompanyClosure[]> =>
  db
    .selectFrom('company_closures')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'pending'), eb('scheduled_for', '<=', now)]),
        eb('state', '=', 'erasing'),
        eb.and([eb('state', '=', 'erased'), eb('files_json', '!=', '[]')]),
      ]),
    )
    .orderBy('scheduled_for')
    .execute();

/**
 * Takes the closure's row lock on PostgreSQL, for a `serialisedTransaction`: two processes running one closure (two
 * servers' housekeeping, an operator's command) then take turns instead of failing on each other.
 */
export const lockClosure = async (db: Db, companyId: string): Promise<void> => {
  await db
    .selectFrom('company_closures')
    .select('company_id')
    .where('company_id', '=', companyId)
    .forUpdate()
    .execute();
};

/** Starts the erasure of a due closure, with the contact for its final e-mail as it is now; false if not due. */
export const startErasing = async (
  db: Db,
  companyId: string,
  contact: { email: string; name: string; language: string },
  now: string,
): Promise<boolean> => {
  const result = await db
    .updateTable('company_closures')
    .set({
      state: 'erasing',
      contact_email: contact.email,
      contact_name: contact.name,
      contact_language: contact.language,
      updated_at: now,
    })
    .where('company_id', '=', companyId)
    .where('state', '=', 'pending')
    .where('scheduled_for', '<=', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/**
 * Records that group `step` is done and which files it left, inside that group's transaction. False when another
 * process recorded it first: the caller then rolls its transaction back.
 */
export const recordStep = async (db: Db, companyId: string, step: number, files: string[], now: string) => {
  const current = await db
    .selectFrom('company_closures')
    .select('files_json')
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  const pending = [...(JSON.parse(current.files_json) as string[]), ...files];
  const result = await db
    .updateTable('company_closures')
    .set({ steps_done: step + 1, files_json: JSON.stringify(pending), updated_at: now })
    .where('company_id', '=', companyId)
    .where('state', '=', 'erasing')
    .where('steps_done', '=', step)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** The erasure is complete: the contact of the final e-mail (queued in the same transaction) is blanked. */
export const markErased = async (db: Db, companyId: string, now: string): Promise<void> => {
  await db
    .updateTable('company_closures')
    .set({
      state: 'erased',
      contact_email: '',
      contact_name: '',
      contact_language: '',
      finished_at: now,
      updated_at: now,
    })
    .where('company_id', '=', companyId)
    .execute();
};

/** Forgets files once they are removed from the store (only those: a later group may have added more). */
export const forgetFiles = async (db: Db, companyId: string, removed: readonly string[], now: string) => {
  await serialisedTransaction(
    db,
    (trx) => lockClosure(trx, companyId),
    async (trx) => {
      const row = await trx
        .selectFrom('company_closures')
        .select('files_json')
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow();
      const left = (JSON.parse(row.files_json) as string[]).filter((key) => !removed.includes(key));
      await trx
        .updateTable('company_closures')
        .set({ files_json: JSON.stringify(left), updated_at: now })
        .where('company_id', '=', companyId)
        .execute();
    },
  );
};

/** Closures that should have moved since `before`: due and still pending, erasing, or erased with files left. */
export const findStalledClosures = async (db: Db, before: string): Promise<CompanyClosure[]> =>
  (await findWorkableClosures(db, before)).filter((closure) => closure.updated_at < before);
