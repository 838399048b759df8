import type { Kysely } from 'kysely';
import { type Role, normalizeEmail } from '../../../contract/rules/account';
import type { Database } from '../../db/tables';
import { companyByEmail } from '../companies/service';
import { staffMemberByLogin } from '../staff/service';

/** Who a login belongs to: the password to check and the role a session gets. */
export interface LoginPrincipal {
  companyId: string;
  role: Role;
  passwordHash: string;
  /** Set for a staff member (admin, doctor). */
  staff?: { id: string; login: string; firstName: string; lastName: string };
}

/**
 * Finds who a login names: a company owner by e-mail, or a staff member (admin, doctor) by login, both in any
 * case. Staff logins cannot contain `@`, so the two never collide.
 */
export const resolveLogin = async (db: Kysely<Database>, login: string): Promise<LoginPrincipal | null> => {
  if (!login.includes('@')) {
    const member = await staffMemberByLogin(db, login);
    return member
      ? {
          companyId: member.company_id,
          role: member.role,
          passwordHash: member.password_hash,
          staff: { id: member.id, login: member.login, firstName: member.first_name, lastName: member.last_name },
        }
      : null;
  }
  const company = await companyByEmail(db, normalizeEmail(login));
  return company ? { companyId: company.id, role: 'owner', passwordHash: company.password_hash } : null;
};
