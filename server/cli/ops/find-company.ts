import type { Kysely } from 'kysely';
import { normalizeEmail } from '../../../contract/rules/account';
import { idPattern } from '../../db/ids';
import type { Company, Database } from '../../db/tables';
import { companyByEmail, companyById } from '../../modules/companies/service';
import { OperatorError, UsageError } from './command';

/** A company by its id or its e-mail (compared as sign-in does); an OperatorError when there is none. */
export const findCompany = async (db: Kysely<Database>, idOrEmail: string): Promise<Company> => {
  const key = idOrEmail.trim();
  if (key.includes('@')) {
    const company = await companyByEmail(db, normalizeEmail(key));
    if (!company) throw new OperatorError(`no company has the e-mail ${key}`);
    return company;
  }
  if (!idPattern.test(key)) {
    throw new UsageError(`"${idOrEmail}" is neither a company id (26 letters and digits) nor an e-mail address`);
  }
  const company = await companyById(db, key);
  if (!company) throw new OperatorError(`no company has the id ${key}`);
  return company;
};
