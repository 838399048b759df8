import { CompiledQuery, type Kysely } from 'kysely';
import type { Dialect } from '../server/db/create-db';
import type { Database } from '../server/db/tables';

// Transaction control is the driver's, not a statement a request chose.
const transactionControl = /^(begin|commit|rollback|savepoint|release)\b/i;

/**
 * Records the statements a database runs while `during` runs an action, as the driver ran them (SQL and parameters),
 * so a test can count or EXPLAIN exactly what a request ran instead of a copy of it that could drift from the
 * repository. Give `onQuery` to createTestDb.
 */
export const queryRecorder = () => {
  const recorded: CompiledQuery[] = [];
  let recording = false;
  return {
    onQuery: (query: CompiledQuery) => {
      if (recording && !transactionControl.test(query.sql)) recorded.push(query);
    },
    during: async (action: () => Promise<unknown>): Promise<CompiledQuery[]> => {
      recorded.length = 0;
      recording = true;
      try {
        await action();
      } finally {
        recording = false;
      }
      return [...recorded];
    },
  };
};

export interface QueryPlan {
  sql: string;
  plan: string[];
}

// A full read of a table: SQLite says `SCAN t` (or `SCAN TABLE t` before 3.36); PostgreSQL `Seq Scan on t`.
const scanPattern = { sqlite: /^SCAN\b/, postgres: /Seq Scan on/ } as const;

/**
 * Each query's plan. On PostgreSQL sequential scans are switched off for the session: on a small test table a scan is
 * cheaper and the planner would take it even with the right index, whereas with scans off it still scans only when
 * no index can answer, which is what the test is after.
 */
export const queryPlans = async (
  db: Kysely<Database>,
  dialect: Dialect,
  queries: CompiledQuery[],
): Promise<QueryPlan[]> =>
  db.connection().execute(async (connection) => {
    if (dialect === 'postgres') await connection.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
    const plans: QueryPlan[] = [];
    for (const query of queries) {
      const explain = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
      const { rows } = await connection.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(explain + query.sql, [...query.parameters]),
      );
      const plan = rows.map((row) => String(dialect === 'sqlite' ? row.detail : row['QUERY PLAN']));
      plans.push({ sql: query.sql, plan });
    }
    if (dialect === 'postgres') await connection.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
    return plans;
  });

/** The plan lines that read a whole table. */
export const fullScans = (plans: QueryPlan[], dialect: Dialect): string[] =>
  plans.flatMap(({ sql, plan }) =>
    plan.filter((line) => scanPattern[dialect].test(line.trim())).map((line) => `${line.trim()} ← ${sql}`),
  );
