import type { Kysely } from 'kysely';
import type { CompanyLicense, Database } from '../../db/tables';

type Db = Kysely<Database>;

export const findLicense = (db: Db, companyId: string): Promise<CompanyLicense | undefined> =>
  db.selectFrom('company_licenses').selectAll().where('company_id', '=', companyId).executeTakeFirst();

/**
 * The license row, created empty the first time; concurrent callers both end up with the one row. Read first: the
 * row nearly always exists (every validate asks), and a read costs less than an insert that does nothing.
 */
export const ensureLicense = async (db: Db, companyId: string, now: string): Promise<CompanyLicense> => {
  const existing = await findLicense(db, companyId);
  if (existing) return existing;
  await db
    .insertInto('company_licenses')
    .values({ company_id: companyId, updated_at: now })
    .onConflict((conflict) => conflict.column('company_id').doNothing())
    .execute();
  return (await findLicense(db, companyId)) as CompanyLicense;
};

/**
 * Locks the company's license row until the transaction ends (PostgreSQL): confirmations of one company's payments
 * run one after another. The row must exist (ensureLicense).
 */
export const lockLicense = async (db: Db, companyId: string): Promise<void> => {
  await db
    .selectFrom('company_licenses')
    .select('company_id')
    .where('company_id', '=', companyId)
    .forUpdate()
    .execute();
};

/** Starts the trial clock unless it already runs; only the first activation of any key gets to set it. */
export const startTrialClock = async (db: Db, companyId: string, now: string): Promise<void> => {
  await db
    .updateTable('company_licenses')
    .set({ trial_started_at: now, updated_at: now })
    .where('company_id', '=', companyId)
    .where('trial_started_at', 'is', null)
    .execute();
};

/** Applies a bonus once and for ever: a second click, or twenty at once, change nothing. */
export const markBonusApplied = async (
  db: Db,
  companyId: string,
  column: 'profile_bonus_at' | 'price_list_bonus_at',
  now: string,
): Promise<void> => {
  await db
    .updateTable('company_licenses')
    .set({ [column]: now, updated_at: now })
    .where('company_id', '=', companyId)
    .where(column, 'is', null)
    .execute();
};
