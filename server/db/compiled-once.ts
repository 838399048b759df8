import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './tables';

type Db = Kysely<Database>;

/** A statement compiled once, and the parameters it binds for given arguments. */
export interface CompiledStatement<Args extends string[], Row> {
  query: CompiledQuery<Row>;
  parameters: (...args: Args) => unknown[];
}

const standIn = (index: number): string => `\u0000compiled-once argument ${index}\u0000`;

/**
 * Builds and compiles `build`'s statement with stand-ins for its arguments, and finds where each is bound; the
 * statement's own constants stay as compiled. Throws when an argument was spliced into the SQL, transformed or unused.
 */
export const compileStatement = <Args extends string[], Row>(
  db: Db,
  build: (db: Db, ...args: Args) => Compilable<Row>,
): CompiledStatement<Args, Row> => {
  const standIns = Array.from({ length: build.length - 1 }, (_, index) => standIn(index));
  const query = build(db, ...(standIns as Args)).compile();
  const bindings = query.parameters.map((parameter) => {
    const index = standIns.indexOf(parameter as string);
    return index === -1 ? undefined : index;
  });
  standIns.forEach((value, index) => {
    if (!bindings.includes(index) || query.sql.includes(value)) {
      throw new Error(`compiledOnce: argument ${index} must reach the statement only as a bound parameter`);
    }
  });
  return {
    query,
    parameters: (...args) =>
      bindings.map((binding, index) => (binding === undefined ? query.parameters[index] : args[binding])),
  };
};

/**
 * A statement Kysely builds and compiles once per database handle, then runs with each call's arguments bound to its
 * parameters. Kysely builds and compiles every statement anew on each call (about 50 µs of a card GET's answer); the
 * CPU budgets of the hottest answers (the card GET, validate, the account GET) cannot afford that, so their
 * statements, and only theirs, are made this way (bench/README.md says which budget needs each).
 *
 * `build` receives stand-ins for its string arguments: each must reach the statement only as a bound parameter (not
 * compared, transformed or spliced into the SQL), which the first call checks. The statement's shape must not depend
 * on the arguments.
 */
export const compiledOnce = <Args extends string[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): ((db: Db, ...args: Args) => Promise<Row[]>) => {
  const byDb = new WeakMap<Db, CompiledStatement<Args, Row>>();
  return async (db, ...args) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = compileStatement(db, build);
      byDb.set(db, statement);
    }
    return (await db.executeQuery<Row>({ ...statement.query, parameters: statement.parameters(...args) })).rows;
  };
};
