import type { Kysely } from 'kysely';
import { iso } from '../../clock';
import type { CompanyLicense, Database } from '../../db/tables';
import { ensureLicense, findLicense, lockLicense } from './repository-licenses';

/** The company's license row (trial clock, bonuses), created empty the first time; billing reads the trial's end. */
export const companyLicense = (db: Kysely<Database>, companyId: string, now: Date): Promise<CompanyLicense> =>
  ensureLicense(db, companyId, iso(now));

/**
 * Holds the company's license row until the transaction ends (PostgreSQL), so that one company's payment
 * confirmations run one after another. The row must exist (companyLicense).
 */
export const lockCompanyLicense = (db: Kysely<Database>, companyId: string): Promise<void> =>
  lockLicense(db, companyId);

/** The company's license row as it is, or undefined before the company first needed one (the operator's view). */
export const existingLicense = (db: Kysely<Database>, companyId: string): Promise<CompanyLicense | undefined> =>
  findLicense(db, companyId);
