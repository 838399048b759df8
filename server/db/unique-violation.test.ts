import { sql } from 'kysely';
import { type TestDb, createTestDb, testDialect } from '../../server-test/test-db';
import { isUniqueViolation } from './unique-violation';

// Real errors from the driver, not made-up objects: what each dialect reports is what the helper reads.
describe(`isUniqueViolation on ${testDialect()}`, () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false });
    await sql`create table probe_one (id text primary key, login text unique)`.execute(testDb.db);
    await sql`create table probe_pair (card text not null, seq integer not null, unique (card, seq))`.execute(
      testDb.db,
    );
    await sql`insert into probe_one (id, login) values ('a', 'doc')`.execute(testDb.db);
    await sql`insert into probe_pair (card, seq) values ('c', 1)`.execute(testDb.db);
  });
  afterAll(() => testDb.destroy());

  const failure = (statement: ReturnType<typeof sql>) =>
    statement.execute(testDb.db).then(
      () => {
        throw new Error('the statement should have failed');
      },
      (error: unknown) => error,
    );

  it('names the table and column of a one-column index', async () => {
    const error = await failure(sql`insert into probe_one (id, login) values ('b', 'doc')`);
    expect(isUniqueViolation(error, 'probe_one', 'login')).toBe(true);
    expect(isUniqueViolation(error, 'probe_one')).toBe(true);
    expect(isUniqueViolation(error, 'probe_one', 'id')).toBe(false);
    expect(isUniqueViolation(error, 'probe_pair')).toBe(false);
  });

  it('tells a primary key apart from another column', async () => {
    const error = await failure(sql`insert into probe_one (id, login) values ('a', 'other')`);
    expect(isUniqueViolation(error, 'probe_one', 'login')).toBe(false);
    expect(isUniqueViolation(error, 'probe_one')).toBe(true);
  });

  it('finds a two-column index by its table', async () => {
    const error = await failure(sql`insert into probe_pair (card, seq) values ('c', 1)`);
    expect(isUniqueViolation(error, 'probe_pair')).toBe(true);
    expect(isUniqueViolation(error, 'probe_one')).toBe(false);
  });

  it('is false for any other failure', async () => {
    const error = await failure(sql`insert into probe_pair (card, seq) values (null, 2)`);
    expect(isUniqueViolation(error, 'probe_pair')).toBe(false);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: probe_pair.card'), 'probe_pair')).toBe(false);
    expect(isUniqueViolation(null, 'probe_pair')).toBe(false);
  });
});
