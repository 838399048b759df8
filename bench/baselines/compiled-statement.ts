import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Database } from '../../server/db/tables';
import { previewCardQuery } from '../../server/modules/cards/repository';

export type BareDialect = 'sqlite' | 'postgres';

/** A Kysely that only compiles, never connects: the server's query builders give the SQL text the bare server runs. */
const compilerOf = (dialect: BareDialect): Kysely<Database> =>
  new Kysely<Database>({
    dialect:
      dialect === 'sqlite'
        ? {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new SqliteIntrospector(db),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          }
        : {
            createAdapter: () => new PostgresAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new PostgresIntrospector(db),
            createQueryCompiler: () => new PostgresQueryCompiler(),
          },
  });

/**
 * The card GET's one statement as the server compiles it for `dialect` (its parameter: the link's hash), compiled
 * once at start from the server's own builder, so the baseline cannot drift from it.
 */
export const previewCardSql = (dialect: BareDialect): string => previewCardQuery(compilerOf(dialect), '').compile().sql;
