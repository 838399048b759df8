import type { Kysely } from 'kysely';
import type { Database, Release } from '../../db/tables';

type Db = Kysely<Database>;

export const insertRelease = async (db: Db, release: Release): Promise<void> => {
  await db.insertInto('releases').values(release).execute();
};

export const findRelease = (db: Db, id: string): Promise<Release | undefined> =>
  db.selectFrom('releases').selectAll().where('id', '=', id).executeTakeFirst();

export const findReleaseByVersion = (db: Db, os: Release['os'], version: string): Promise<Release | undefined> =>
  db.selectFrom('releases').selectAll().where('os', '=', os).where('version', '=', version).executeTakeFirst();

/** The newest published release of each OS. */
export const latestReleases = async (db: Db): Promise<Release[]> => {
  const latest: Release[] = [];
  for (const os of ['windows', 'macos'] as const) {
    const release = await db
      .selectFrom('releases')
      .selectAll()
      .where('os', '=', os)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (release) latest.push(release);
  }
  return latest;
};
