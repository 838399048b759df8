import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addMs, iso } from '../../clock';
import type { RateLimit, RateLimitScope, RateLimitedAction } from '../../config-rate-limits';
import type { Database } from '../../db/tables';
import { rateLimitedActions } from '../../config-rate-limits';
import { countHit, deleteWindows, deleteWindowsEndedBy } from './repository';

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Keys hold a digest, never the e-mail or address itself, and stay short whatever the input. */
const keyFor = (action: RateLimitedAction, scope: RateLimitScope, subject: string): string =>
  `${action}:${scope}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;

/** Counts one request against a limit; refused requests count too, so hammering never opens the window early. */
export const consumeRateLimit = async (
  db: Kysely<Database>,
  action: RateLimitedAction,
  scope: RateLimitScope,
  subject: string,
  limit: NonNullable<RateLimit>,
  now: Date,
): Promise<RateLimitVerdict> => {
  const count = await countHit(db, keyFor(action, scope, subject), iso(now), iso(addMs(now, limit.windowMs)));
  if (count.hits <= limit.max) return { allowed: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(count.window_ends_at) - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds };
};

export const purgeEndedWindows = (db: Kysely<Database>, now: Date): Promise<number> =>
  deleteWindowsEndedBy(db, iso(now));

/** Forgets the per-account counters of a closing company's subjects (its id, e-mail and staff logins). */
export const forgetRateLimitSubjects = (db: Kysely<Database>, subjects: readonly string[]): Promise<number> =>
  deleteWindows(
    db,
    subjects.flatMap((subject) => rateLimitedActions.map((action) => keyFor(action, 'account', subject))),
  );
