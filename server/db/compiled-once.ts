import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './tables';

type Db = Kysely<Database>;

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** For each of the statement's parameters: which argument it binds, or undefined for a constant of the builder. */
  bindings: (number | undefined)[];
}

const standIn = (index: number): string => `\u0000compiled-once argument ${index}\u0000`;

const compile = <Row>(db: Db, build: (db: Db, ...args: string[]) => Compilable<Row>, arity: number): Compiled<Row> => {
  const standIns = Array.from({ length: arity }, (_, index) => standIn(index));
  const query = build(db, ...standIns).compile();
  const bindings = query.parameters.map((parameter) => {
    const index = standIns.indexOf(parameter as string);
    return index === -1 ? undefined : index;
  });
  standIns.forEach((value, index) => {
    // An argument that was inlined, transformed or never used would be bound wrongly or not at all.
    if (!bindings.includes(index) || query.sql.includes(value)) {
      throw new Error(`compiledOnce: argument ${index} must reach the statement only as a bound parameter`);
    }
  });
  return { query, bindings };
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
  const arity = build.length - 1;
  const byDb = new WeakMap<Db, Compiled<Row>>();
  return async (db, ...args) => {
    let compiled = byDb.get(db);
    if (!compiled) {
      compiled = compile(db, build as (db: Db, ...args: string[]) => Compilable<Row>, arity);
      byDb.set(db, compiled);
    }
    const { query, bindings } = compiled;
    const parameters = bindings.map((binding, index) =>
      binding === undefined ? query.parameters[index] : args[binding],
    );
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
};
