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
import { compileStatement } from '../../server/db/compiled-once';
import type { Database } from '../../server/db/tables';
import { previewCardQuery } from '../../server/modules/cards/repository';
import { closureOfCompanyQuery } from '../../server/modules/closure/repository';
import { companyByIdQuery } from '../../server/modules/companies/repository';
import { slotStandingQuery, touchSlotQuery } from '../../server/modules/licensing/repository';
import { bonusFieldsQuery } from '../../server/modules/price-list/repository';
import { sessionByTokenHashQuery, touchSessionQuery } from '../../server/modules/sessions/repository';

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
 * The statements the server runs for the card GET, validate and the account GET as it compiles them for `dialect`,
 * each with the parameters it binds for given arguments (and its own constants). Compiled once at start from the
 * server's own builders, so the baseline cannot drift from them.
 */
export const bareStatements = (dialect: BareDialect) => {
  const db = compilerOf(dialect);
  return {
    card: compileStatement(db, previewCardQuery),
    slotStanding: compileStatement(db, slotStandingQuery),
    touchSlot: compileStatement(db, touchSlotQuery),
    sessionByTokenHash: compileStatement(db, sessionByTokenHashQuery),
    touchSession: compileStatement(db, touchSessionQuery),
    companyById: compileStatement(db, companyByIdQuery),
    closure: compileStatement(db, closureOfCompanyQuery),
    priceRows: compileStatement(db, bonusFieldsQuery),
  };
};

export type BareStatements = ReturnType<typeof bareStatements>;
