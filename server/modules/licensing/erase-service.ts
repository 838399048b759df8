import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { deleteCompanyLicensing } from './repository-erase';

/** Deletes a closing company's licence, device keys and retired keys inside the caller's transaction. */
export const eraseCompanyLicensing = (db: Kysely<Database>, companyId: string): Promise<number> =>
  deleteCompanyLicensing(db, companyId);
