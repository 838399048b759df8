import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import { purgeOldSecurityEvents } from '../audit/service';
import { eraseExpiredCardDecisions } from '../card-decisions/erase-service';
import { type ClosureDeps, runDueClosures } from '../closure/service';
import { purgeExpiredExports } from '../data-export/service';
import { purgeExpiredLinkTokens } from '../link-tokens/service';
import { purgeSentMail } from '../mail/service';
import { purgeEndedWindows } from '../rate-limits/service';
import { purgeEndedSessions } from '../sessions/service';

export interface Purged {
  sessions: number;
  linkTokens: number;
  rateLimitWindows: number;
  sentMail: number;
  securityEvents: number;
  /** Patients' answers to expired cards: patient data the clinic can no longer act on. */
  expiredCardDecisions: number;
}

/** Deletes rows nothing reads any more; safe to run from every process at once. */
export const purgeStaleRows = async (db: Kysely<Database>, now: Date): Promise<Purged> => ({
  sessions: await purgeEndedSessions(db, now),
  linkTokens: await purgeExpiredLinkTokens(db, now),
  rateLimitWindows: await purgeEndedWindows(db, now),
  sentMail: await purgeSentMail(db, now),
  securityEvents: await purgeOldSecurityEvents(db, now),
  expiredCardDecisions: await eraseExpiredCardDecisions(db, now),
});

const intervalMs = 60 * 60 * 1000;

type HousekeepingLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** What one pass did: rows purged, expired exports deleted, companies erased. */
export interface HousekeepingPass {
  purged: Purged;
  exports: number;
  erased: string[];
}

/**
 * The purges, then the erasure of the companies whose closure is due (and any erasure a stopped process left half
 * done). Throws what failed; the operator's `housekeeping:run` reports it, the hourly loop logs it.
 */
export const runHousekeepingPass = async (
  db: Kysely<Database>,
  clock: Clock,
  closure: ClosureDeps,
): Promise<HousekeepingPass> => {
  const purged = await purgeStaleRows(db, clock());
  const exports = await purgeExpiredExports(closure, clock());
  const erased = await runDueClosures(closure);
  return { purged, exports, erased };
};

/** One round of the hourly housekeeping: failures are logged, never thrown, and the next round tries again. */
export const housekeepOnce = async (
  db: Kysely<Database>,
  clock: Clock,
  log: HousekeepingLog,
  closure: ClosureDeps,
): Promise<void> => {
  try {
    const { purged, exports, erased } = await runHousekeepingPass(db, clock, closure);
    if (Object.values(purged).some((count) => count > 0)) log.info({ purged }, 'stale rows purged');
    if (exports > 0) log.info({ exports }, 'expired data exports deleted');
    if (erased.length > 0) log.info({ companies: erased }, 'closed companies erased');
  } catch (error) {
    log.error({ err: error }, 'housekeeping failed');
  }
};

/**
 * Purges and runs the due closures once soon after start-up (so an erasure a crash interrupted resumes), then
 * hourly; returns the function that stops it (after a run under way).
 */
export const startHousekeeping = (
  db: Kysely<Database>,
  clock: Clock,
  log: HousekeepingLog,
  closure: ClosureDeps,
): (() => Promise<void>) => {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = housekeepOnce(db, clock, log, closure);
  };
  const first = setTimeout(run, 10_000);
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
};
