import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/tables';

export interface WindowCount {
  hits: number;
  window_ends_at: string;
}

/**
 * Counts one hit in `key`'s fixed window in a single atomic upsert, so concurrent requests in any number of
 * processes never lose a hit: a window that has ended starts over at 1 with a new end.
 */
export const countHit = (
  db: Kysely<Database>,
  key: string,
  now: string,
  newWindowEndsAt: string,
): Promise<WindowCount> =>
  db
    .insertInto('rate_limits')
    .values({ key, hits: 1, window_ends_at: newWindowEndsAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_ends_at <= ${now} then 1 else rate_limits.hits + 1 end`,
        window_ends_at: sql<string>`case when rate_limits.window_ends_at <= ${now} then excluded.window_ends_at else rate_limits.window_ends_at end`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();

export const deleteWindowsEndedBy = async (db: Kysely<Database>, now: string): Promise<number> => {
  const result = await db.deleteFrom('rate_limits').where('window_ends_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
};

export const deleteWindows = async (db: Kysely<Database>, keys: readonly string[]): Promise<number> => {
  if (keys.length === 0) return 0;
  const result = await db.deleteFrom('rate_limits').where('key', 'in', keys).executeTakeFirst();
  return Number(result.numDeletedRows);
};
