import SqliteDatabase from 'better-sqlite3';
import { withStatementCache } from './statement-cache';

describe('withStatementCache', () => {
  const open = () => {
    const database = new SqliteDatabase(':memory:');
    let prepared = 0;
    const counting = {
      close: () => database.close(),
      prepare: (sql: string) => {
        prepared += 1;
        return database.prepare(sql);
      },
    };
    return { counting, prepared: () => prepared };
  };

  it('prepares each SQL text once and answers from the statement it kept', () => {
    const { counting, prepared } = open();
    const cached = withStatementCache(counting);
    cached.prepare('create table t (n integer)').run([]);
    for (const n of [1, 2, 3]) cached.prepare('insert into t (n) values (?)').run([n]);
    expect(cached.prepare('select sum(n) as total from t').all([])).toEqual([{ total: 6 }]);
    expect(cached.prepare('select sum(n) as total from t').all([])).toEqual([{ total: 6 }]);
    expect(prepared()).toBe(3);
    cached.close();
  });

  it('drops the least recently used statement past its size', () => {
    const { counting, prepared } = open();
    const cached = withStatementCache(counting, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 1');
    cached.prepare('select 3');
    expect(prepared()).toBe(3);
    cached.prepare('select 1');
    expect(prepared()).toBe(3);
    cached.prepare('select 2');
    expect(prepared()).toBe(4);
    cached.close();
  });

  it('keeps working after the schema changes under a kept statement', () => {
    const { counting } = open();
    const cached = withStatementCache(counting);
    cached.prepare('create table t (n integer)').run([]);
    expect(cached.prepare('select * from t').all([])).toEqual([]);
    cached.prepare('alter table t add column m integer').run([]);
    cached.prepare('insert into t (n, m) values (1, 2)').run([]);
    expect(cached.prepare('select * from t').all([])).toEqual([{ n: 1, m: 2 }]);
    cached.close();
  });
});
