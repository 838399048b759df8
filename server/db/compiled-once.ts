import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './tables';

/** A scalar a compiled query takes as one of its parameters. */
export type QueryArgument = string | number | null;

/** Stands for the query's argument at `index` while the query is built and compiled. */
class Placeholder {
  constructor(readonly index: number) {}
}

interface Template {
  sql: string;
  /** The compiled parameters, with a Placeholder wherever an argument goes. */
  parameters: readonly unknown[];
}

const compileTemplate = <Args extends QueryArgument[], Row>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
  arity: number,
): Template => {
  const placeholders = Array.from({ length: arity }, (_, index) => new Placeholder(index));
  const { sql, parameters } = build(db, ...(placeholders as unknown as Args)).compile();
  const used = new Set(parameters.filter((value) => value instanceof Placeholder).map((value) => value.index));
  // An argument that did not end up as a bound parameter (inlined, or transformed on the way) would be lost.
  if (used.size !== arity) throw new Error(`A compiled-once query must bind each of its ${arity} arguments: ${sql}`);
  return { sql, parameters };
};

/**
 * A hot query built and compiled by Kysely once per database (dialect), then run with each call's arguments in the
 * places of the compiled parameters. Building and compiling a query on every request was 6–15 % of the card,
 * validate and account requests' CPU. `build` may use its arguments only as plain values (no `in` lists, no
 * `sql.lit`): each must become one bound parameter, which is checked when it compiles. A Kysely instance with plugins
 * builds the query on every call instead.
 */
export const compiledOnce = <Args extends QueryArgument[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): ((db: Kysely<Database>, ...args: Args) => Promise<Row[]>) => {
  // A transaction is a Kysely instance of its own: it compiles once for itself.
  const templates = new WeakMap<Kysely<Database>, Template>();
  return async (db, ...args) => {
    // A plugin may rewrite every query it sees (the tests' query recorder reads them): it sees this one built anew.
    if (db.getExecutor().plugins.length > 0) return (await db.executeQuery(build(db, ...args))).rows;
    let template = templates.get(db);
    if (!template) {
      template = compileTemplate(db, build, args.length);
      templates.set(db, template);
    }
    const parameters = template.parameters.map((value) => (value instanceof Placeholder ? args[value.index] : value));
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(template.sql, parameters));
    return rows;
  };
};
