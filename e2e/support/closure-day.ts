import path from 'node:path';
import { createDb } from '../../server/db/create-db';
import { runHousekeeping } from './operator';

/** The e2e server's database, as start-server.ts configures it. */
const e2eDatabaseUrl = (): string =>
  process.env.E2E_DATABASE_URL ?? `sqlite:${path.join(process.env.E2E_DATA_DIR as string, 'dentiqo.sqlite')}`;

/**
 * The closure's day passes without faking the product's clock: the test moves the pending closure's day into the
 * past in the e2e server's database (arranging data, as a test may), then an operator runs the housekeeping pass that
 * every server runs hourly, which erases the company as it would on the day.
 */
export const passClosureDay = async (companyId: string): Promise<void> => {
  const { db, destroy } = createDb(e2eDatabaseUrl());
  const stateOf = async () =>
    (await db.selectFrom('company_closures').select('state').where('company_id', '=', companyId).executeTakeFirst())
      ?.state;
  try {
    const moved = await db
      .updateTable('company_closures')
      .set({ scheduled_for: new Date(Date.now() - 60_000).toISOString() })
      .where('company_id', '=', companyId)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) throw new Error(`No pending closure of ${companyId} to make due`);
    await runHousekeeping();
    // A parallel test's pass may have taken this closure first (a pass erases every due one): wait for it to end.
    const deadline = Date.now() + 15_000;
    while ((await stateOf()) !== 'erased') {
      if (Date.now() > deadline) throw new Error(`The closure of ${companyId} is ${await stateOf()}, not erased`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await destroy();
  }
};
