import type { Kysely } from 'kysely';
import { newId } from '../server/db/ids';
import type { Database } from '../server/db/tables';

/**
 * Data exports for the ops seed: the first company's finished ZIP (its file key given; the caller puts a file there
 * when it needs one) and the second's failed attempt. Returns the ready export's file key.
 */
export const seedExports = async (
  db: Kysely<Database>,
  [first, second]: readonly { id: string }[],
  now: Date,
): Promise<{ readyFileKey: string }> => {
  const at = (offsetHours: number): string => new Date(now.getTime() + offsetHours * 3_600_000).toISOString();
  const readyId = newId(now.getTime() - 3_600_000);
  const readyFileKey = `exports/${first!.id}/${readyId}.zip`;
  await db
    .insertInto('company_exports')
    .values([
      {
        id: readyId,
        company_id: first!.id,
        state: 'ready',
        progress_done: 14,
        progress_total: 14,
        file_key: readyFileKey,
        size_bytes: 5_000_000_000,
        failure: null,
        requested_at: at(-2),
        ready_at: at(-1),
        expires_at: at(24 * 7 - 1),
        updated_at: at(-1),
      },
      {
        id: newId(now.getTime() - 7_200_000),
        company_id: second!.id,
        state: 'failed',
        progress_done: 3,
        progress_total: 12,
        file_key: null,
        size_bytes: null,
        failure: 'The local file store is unavailable: ENOSPC',
        requested_at: at(-3),
        ready_at: null,
        expires_at: at(24 * 7 - 3),
        updated_at: at(-3),
      },
    ])
    .execute();
  return { readyFileKey };
};
