import type { Kysely } from 'kysely';
import { closureGraceDays } from '../../../contract/rules/closure';
import { normalizeEmail } from '../../../contract/rules/account';
import { type Clock, addMs, iso } from '../../clock';
import { serialisedTransaction } from '../../db/serialised-transaction';
import type { CompanyClosure, Database } from '../../db/tables';
import type { FileStore } from '../../storage/file-store';
import type { Passwords } from '../../security/passwords';
import { type Company, companyById, requireCompany } from '../companies/service';
import { type MailDeps, type QueuedMail, announceQueuedMail } from '../mail/service';
import { ClosureRefusal } from './closure-refusal';
import { queueClosureMail } from './closure-mail';
import { erasureSteps } from './erasure-steps';
import {
  cancelPending,
  findClosure,
  findStalledClosures,
  findWorkableClosures,
  forgetFiles,
  lockClosure,
  markErased,
  recordStep,
  rescheduleTo,
  startErasing,
  upsertPendingClosure,
} from './repository';

export { pendingClosureOf } from './closing';

/** What closing a company takes: the database, the file store for its files, the mail texts, the clock. */
export interface ClosureDeps {
  db: Kysely<Database>;
  files: FileStore;
  mail: MailDeps;
  clock: Clock;
}

const graceMs = closureGraceDays * 24 * 60 * 60 * 1000;

const contactOf = (company: Company) => ({
  email: company.email,
  name: company.name,
  language: company.language,
});

const refuseUnlessOpen = (closure: CompanyClosure | undefined): void => {
  if (!closure) return;
  if (closure.state === 'erased') throw new ClosureRefusal({ kind: 'already-closed' });
  if (closure.state !== 'cancelled') {
    throw new ClosureRefusal({ kind: 'already-closing', scheduledFor: closure.scheduled_for });
  }
};

/**
 * Schedules the company's erasure `closureGraceDays` from now and e-mails the owner what will happen, when, and how
 * to cancel, in one transaction. Refused while a closure is pending or once the account is closed.
 */
export const scheduleClosure = async (
  deps: ClosureDeps,
  company: Company,
  requestedBy: 'owner' | 'operator',
): Promise<{ scheduledFor: string }> => {
  const now = deps.clock();
  const scheduledFor = addMs(now, graceMs);
  const queued = await deps.db.transaction().execute(async (trx) => {
    refuseUnlessOpen(await findClosure(trx, company.id));
    const contact = contactOf(company);
    const scheduled = await upsertPendingClosure(trx, {
      companyId: company.id,
      requestedBy,
      requestedAt: iso(now),
      scheduledFor: iso(scheduledFor),
      contactEmail: contact.email,
      contactName: contact.name,
      contactLanguage: contact.language,
    });
    // Another request scheduled it between the read and the write.
    if (!scheduled) refuseUnlessOpen(await findClosure(trx, company.id));
    return queueClosureMail(trx, deps.mail, 'closure-scheduled', company.id, contact, scheduledFor, now);
  });
  announceQueuedMail(deps.mail, [queued]);
  return { scheduledFor: iso(scheduledFor) };
};

/**
 * The owner's request: the typed e-mail must be the company's (in any case) and the password right, then as
 * scheduleClosure. The password is checked even when the e-mail is wrong, so the answer's timing tells nothing.
 */
export const requestClosure = async (
  deps: ClosureDeps & { passwords: Passwords },
  companyId: string,
  confirmation: { email: string; password: string },
): Promise<{ scheduledFor: string }> => {
  const company = await requireCompany(deps.db, companyId);
  const passwordRight = await deps.passwords.verify(company.password_hash, confirmation.password);
  if (normalizeEmail(confirmation.email) !== company.email_normalized) {
    throw new ClosureRefusal({ kind: 'confirmation-mismatch', field: 'email' });
  }
  if (!passwordRight) throw new ClosureRefusal({ kind: 'confirmation-mismatch', field: 'password' });
  return scheduleClosure(deps, company, 'owner');
};

/** Cancels a pending closure and e-mails the owner that nothing will be deleted. */
export const cancelClosure = async (deps: ClosureDeps, company: Company): Promise<void> => {
  const now = deps.clock();
  const queued = await deps.db.transaction().execute(async (trx) => {
    if (!(await cancelPending(trx, company.id, iso(now)))) throw new ClosureRefusal({ kind: 'not-pending' });
    return queueClosureMail(trx, deps.mail, 'closure-cancelled', company.id, contactOf(company), now, now);
  });
  announceQueuedMail(deps.mail, [queued]);
};

const removeFiles = async (deps: ClosureDeps, companyId: string, keys: readonly string[]): Promise<void> => {
  if (keys.length === 0) return;
  for (const key of keys) {
    if (key.endsWith('/')) await deps.files.deleteFolder(key.slice(0, -1));
    else await deps.files.delete(key);
  }
  await forgetFiles(deps.db, companyId, keys, iso(deps.clock()));
};

/** A group was recorded by another process running the same closure. */
class TakenElsewhere extends Error {}

/**
 * Runs (or resumes) one closure: each table group in its own transaction that also records the group as done and the
 * files it left, then those files, after the commit. A crash anywhere leaves the row saying where to go on; a failing
 * file store stops the run with the files still listed, for the next run to remove first. Returns true once erased.
 */
export const runClosure = async (deps: ClosureDeps, companyId: string): Promise<boolean> => {
  let closure = await findClosure(deps.db, companyId);
  if (!closure) return false;
  if (closure.state === 'pending') {
    const company = await companyById(deps.db, companyId);
    const contact = company ? contactOf(company) : undefined;
    const started = await startErasing(
      deps.db,
      companyId,
      contact ?? { email: closure.contact_email, name: closure.contact_name, language: closure.contact_language },
      iso(deps.clock()),
    );
    if (!started) return false;
    closure = (await findClosure(deps.db, companyId))!;
  }
  await removeFiles(deps, companyId, JSON.parse(closure.files_json) as string[]);
  if (closure.state !== 'erasing') return closure.state === 'erased';

  const contact = { email: closure.contact_email, name: closure.contact_name, language: closure.contact_language };
  const mails: QueuedMail[] = [];
  for (let step = closure.steps_done; step < erasureSteps.length; step += 1) {
    const now = deps.clock();
    const target = { companyId, emailNormalized: normalizeEmail(contact.email), now };
    const files = await serialisedTransaction(
      deps.db,
      (trx) => lockClosure(trx, companyId),
      async (trx) => {
        const left = await erasureSteps[step]!.run(trx, target);
        // Another process (a second server's housekeeping, the operator's command) got here first: roll this group
        // back and leave the closure to it.
        if (!(await recordStep(trx, companyId, step, left, iso(now)))) throw new TakenElsewhere();
        if (step === erasureSteps.length - 1) {
          // Addressed to no company: the final message is the one row still naming the address, until it is purged.
          mails.push(await queueClosureMail(trx, deps.mail, 'closure-done', null, contact, now, now));
          await markErased(trx, companyId, iso(now));
        }
        return left;
      },
    ).catch((error: unknown) => {
      if (error instanceof TakenElsewhere) return null;
      throw error;
    });
    if (files === null) return (await findClosure(deps.db, companyId))?.state === 'erased';
    await removeFiles(deps, companyId, files);
  }
  announceQueuedMail(deps.mail, mails);
  return true;
};

/** Erases the company now: a pending closure is brought forward, otherwise one is recorded as due at once. */
export const closeNow = async (deps: ClosureDeps, company: Company): Promise<boolean> => {
  const now = iso(deps.clock());
  const closure = await findClosure(deps.db, company.id);
  if (closure?.state === 'erased') throw new ClosureRefusal({ kind: 'already-closed' });
  if (closure?.state === 'pending') await rescheduleTo(deps.db, company.id, now);
  if (!closure || closure.state === 'cancelled') {
    const contact = contactOf(company);
    await upsertPendingClosure(deps.db, {
      companyId: company.id,
      requestedBy: 'operator',
      requestedAt: now,
      scheduledFor: now,
      contactEmail: contact.email,
      contactName: contact.name,
      contactLanguage: contact.language,
    });
  }
  return runClosure(deps, company.id);
};

/** Every closure that is due, interrupted or has files left, run to its end; the ids of those now erased. */
export const runDueClosures = async (deps: ClosureDeps): Promise<string[]> => {
  const erased: string[] = [];
  const failed: { companyId: string; error: unknown }[] = [];
  for (const closure of await findWorkableClosures(deps.db, iso(deps.clock()))) {
    // One failing closure (its file store down) must not hold up the others.
    try {
      if (await runClosure(deps, closure.company_id)) erased.push(closure.company_id);
    } catch (error) {
      failed.push({ companyId: closure.company_id, error });
    }
  }
  if (failed.length > 0) {
    // The operator's command prints this message alone: it names each failed company and why.
    const causes = failed.map(({ companyId, error }) => `${companyId}: ${(error as Error).message ?? String(error)}`);
    throw new AggregateError(
      failed.map(({ error }) => error),
      `${failed.length} closure(s) failed (${causes.join('; ')}); erased: ${erased.join(', ') || 'none'}`,
    );
  }
  return erased;
};

/** Housekeeping runs hourly: a closure that has not moved for two hours has no process running it, or keeps failing. */
const stalledAfterMs = 2 * 60 * 60 * 1000;

/** Closures no housekeeping has finished: what the integrity check reports. */
export const stalledClosures = async (db: Kysely<Database>, now: Date) =>
  (await findStalledClosures(db, iso(addMs(now, -stalledAfterMs)))).map((closure) => ({
    companyId: closure.company_id,
    state: closure.state,
    stepsDone: closure.steps_done,
    steps: erasureSteps.length,
    filesLeft: (JSON.parse(closure.files_json) as string[]).length,
    since: closure.updated_at,
  }));
