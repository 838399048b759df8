import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import { purgeOldSecurityEvents } from '../audit/service';
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
}

/** Deletes rows nothing reads any more; safe to run from every process at once. */
export const purgeStaleRows = async (db: Kysely<Database>, now: Date): Promise<Purged> => ({
  sessions: await purgeEndedSessions(db, now),
  linkTokens: await purgeExpiredLinkTokens(db, now),
  rateLimitWindows: await purgeEndedWindows(db, now),
  sentMail: await purgeSentMail(db, now),
  securityEvents: await purgeOldSecurityEvents(db, now),
});

const intervalMs = 60 * 60 * 1000;

/** Purges once soon after start-up, then hourly; returns the function that stops it (after a purge under way). */
export const startHousekeeping = (
  db: Kysely<Database>,
  clock: Clock,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): (() => Promise<void>) => {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeStaleRows(db, clock()).then(
      (purged) => {
        if (Object.values(purged).some((count) => count > 0)) log.info({ purged }, 'stale rows purged');
      },
      (error: unknown) => log.error({ err: error }, 'housekeeping failed'),
    );
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
