import { type Kysely, sql } from 'kysely';
import { queryRecorder } from '../../server-test/query-plans';
import { type TestDb, createTestDb, testDialect } from '../../server-test/test-db';
import { compiledOnce } from './compiled-once';
import type { Database } from './tables';

type Db = Kysely<Database>;

describe(`compiledOnce on ${testDialect()}`, () => {
  const recorder = queryRecorder();
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false, onQuery: recorder.onQuery });
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  // A statement with two arguments and a constant of its own, answered without any table.
  const pair = (db: Db, first: string, second: string) =>
    db.selectNoFrom((eb) => [
      eb.val(first).as('first'),
      eb.val(second).as('second'),
      eb.val('constant').as('third'),
      eb.val(first).as('again'),
    ]);

  it('binds each call’s arguments where the builder put them, and keeps the builder’s own constants', async () => {
    const run = compiledOnce(pair);
    expect(await run(testDb.db, 'a', 'b')).toEqual([{ first: 'a', second: 'b', third: 'constant', again: 'a' }]);
    expect(await run(testDb.db, 'c', 'd')).toEqual([{ first: 'c', second: 'd', third: 'constant', again: 'c' }]);
    // What a value looks like does not matter: it is bound, never spliced into the SQL.
    const quoted = `it's "quoted"; drop table x --`;
    expect(await run(testDb.db, quoted, '')).toEqual([{ first: quoted, second: '', third: 'constant', again: quoted }]);
  });

  it('builds and compiles once per database handle, and runs the very SQL Kysely compiles', async () => {
    const build = jest.fn(pair);
    const run = compiledOnce(build);
    const queries = await recorder.during(async () => {
      await run(testDb.db, 'a', 'b');
      await run(testDb.db, 'c', 'd');
    });
    expect(build).toHaveBeenCalledTimes(1);
    const expected = pair(testDb.db, 'c', 'd').compile();
    expect(queries.map(({ sql: text, parameters }) => ({ sql: text, parameters }))).toEqual([
      { sql: expected.sql, parameters: ['a', 'b', 'constant', 'a'] },
      { sql: expected.sql, parameters: [...expected.parameters] },
    ]);

    // Another handle (here a transaction) compiles for itself.
    await testDb.db.transaction().execute(async (trx) => {
      expect(await run(trx, 'e', 'f')).toEqual([{ first: 'e', second: 'f', third: 'constant', again: 'e' }]);
    });
    expect(build).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['spliced into the SQL', (db: Db, value: string) => db.selectNoFrom(sql.lit(value).as('value'))],
    ['transformed first', (db: Db, value: string) => db.selectNoFrom((eb) => eb.val(value.toUpperCase()).as('value'))],
    ['never used', (db: Db, _value: string) => db.selectNoFrom((eb) => eb.val('x').as('value'))],
  ])('refuses an argument %s, before running anything', async (_case, build) => {
    const run = compiledOnce(build);
    const queries = await recorder.during(async () => {
      await expect(run(testDb.db, 'value')).rejects.toThrow(
        'compiledOnce: argument 0 must reach the statement only as a bound parameter',
      );
    });
    expect(queries).toEqual([]);
  });
});
