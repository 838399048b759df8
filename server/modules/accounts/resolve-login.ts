import type { Kysely } from 'kysely';
import { type Role, normalizeEmail } from '../../../contract/rules/account';
import type { Database } from '../../db/tables';
import { companyByEmail } from '../companies/service';

/** Who a login belongs to: the password to check and the role a session gets. */
export interface LoginPrincipal {
  companyId: string;
  role: Role;
  passwordHash: string;
}

/**
 * Finds who a login names. Today that is a company owner, by e-mail in any case; staff logins (admins, doctors)
 * resolve here too once they exist, so sign-in itself does not change.
 */
export const resolveLogin = async (db: Kysely<Database>, login: string): Promise<LoginPrincipal | null> => {
  const company = await companyByEmail(db, normalizeEmail(login));
  return company ? { companyId: company.id, role: 'owner', passwordHash: company.password_hash } : null;
};
