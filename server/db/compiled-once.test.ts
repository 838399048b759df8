import { sql } from 'kysely';
import { type TestDb, createTestDb } from '../../server-test/test-db';
import { compiledOnce } from './compiled-once';

describe('compiledOnce', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    await testDb.db
      .insertInto('rate_limits')
      .values([
        { key: 'a', hits: 1, window_ends_at: '2030-01-01T00:00:00.000Z' },
        { key: 'b', hits: 2, window_ends_at: '2030-01-01T00:00:00.000Z' },
        { key: 'c', hits: 3, window_ends_at: '2031-01-01T00:00:00.000Z' },
      ])
      .execute();
  });
  afterAll(() => testDb.destroy());

  it("runs each call with that call's arguments, constants of the query kept in their places", async () => {
    const hitsOf = compiledOnce((db, key: string, endsAt: string) =>
      db
        .selectFrom('rate_limits')
        .select(['key', 'hits'])
        .where('hits', '>', 0)
        .where('key', '=', key)
        .where('window_ends_at', '=', endsAt),
    );
    expect(await hitsOf(testDb.db, 'a', '2030-01-01T00:00:00.000Z')).toEqual([{ key: 'a', hits: 1 }]);
    expect(await hitsOf(testDb.db, 'c', '2031-01-01T00:00:00.000Z')).toEqual([{ key: 'c', hits: 3 }]);
    expect(await hitsOf(testDb.db, 'b', '2031-01-01T00:00:00.000Z')).toEqual([]);
  });

  it('compiles for a transaction of its own and sees its writes', async () => {
    const hitsOf = compiledOnce((db, key: string) =>
      db.selectFrom('rate_limits').select('hits').where('key', '=', key),
    );
    expect(await hitsOf(testDb.db, 'a')).toEqual([{ hits: 1 }]);
    await testDb.db.transaction().execute(async (trx) => {
      await trx.updateTable('rate_limits').set({ hits: 7 }).where('key', '=', 'a').execute();
      expect(await hitsOf(trx, 'a')).toEqual([{ hits: 7 }]);
    });
    expect(await hitsOf(testDb.db, 'b')).toEqual([{ hits: 2 }]);
  });

  it('builds the query anew for a Kysely instance with plugins, which see it', async () => {
    const seen: string[] = [];
    const watched = testDb.db.withPlugin({
      transformQuery: (args) => {
        seen.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const hitsOf = compiledOnce((db, key: string) =>
      db.selectFrom('rate_limits').select('hits').where('key', '=', key),
    );
    expect(await hitsOf(watched, 'b')).toEqual([{ hits: 2 }]);
    expect(await hitsOf(watched, 'c')).toEqual([{ hits: 3 }]);
    expect(seen).toEqual(['SelectQueryNode', 'SelectQueryNode']);
  });

  it('refuses a query that does not bind each argument as a parameter', async () => {
    const dropped = compiledOnce((db, key: string, _endsAt: string) =>
      db
        .selectFrom('rate_limits')
        .select('hits')
        .where(sql<boolean>`key = ${key}`),
    );
    await expect(dropped(testDb.db, 'a', 'unused')).rejects.toThrow(/must bind each of its 2 arguments/);
  });
});
