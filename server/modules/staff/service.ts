import type { Kysely } from 'kysely';
import type { ChangePasswordBody, StaffCreateBody, StaffMember, StaffUpdateBody } from '../../../contract/api/settings';
import { normalizeLogin } from '../../../contract/rules/staff';
import { iso } from '../../clock';
import { newId } from '../../db/ids';
import type { Database, StaffRow } from '../../db/tables';
import { isUniqueViolation } from '../../db/unique-violation';
import { type EventSource, recordSecurityEvent } from '../audit/record';
import { revokeStaffSessions } from '../sessions/service';
import type { SettingsDeps } from '../settings/deps';
import {
  deleteCompanyStaff,
  deleteStaff,
  insertStaff,
  staffByLogin,
  staffMember,
  staffOfCompany,
  updateStaff,
} from './repository';
import { StaffRefusal } from './staff-refusal';

/** What managing staff takes: the database, the clock and password hashing. */
export type StaffDeps = Pick<SettingsDeps, 'db' | 'clock' | 'passwords'>;

const loginTaken = () => new StaffRefusal({ kind: 'login-taken' });
const notFound = () => new StaffRefusal({ kind: 'member-not-found' });

const toMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  login: row.login,
  role: row.role,
  createdAt: row.created_at,
});

export const listStaff = async (deps: Pick<StaffDeps, 'db'>, companyId: string): Promise<StaffMember[]> =>
  (await staffOfCompany(deps.db, companyId)).map(toMember);

/** The unique index decides between concurrent adds; the early lookup spares the password hashing. */
export const addStaff = async (
  deps: StaffDeps,
  companyId: string,
  body: StaffCreateBody,
  source: EventSource,
): Promise<StaffMember> => {
  const loginNormalized = normalizeLogin(body.login);
  if (await staffByLogin(deps.db, loginNormalized)) throw loginTaken();
  const now = iso(deps.clock());
  const row: StaffRow = {
    id: newId(),
    company_id: companyId,
    first_name: body.firstName.trim(),
    last_name: body.lastName.trim(),
    login: body.login,
    login_normalized: loginNormalized,
    role: body.role,
    password_hash: await deps.passwords.hash(body.password),
    created_at: now,
    updated_at: now,
  };
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertStaff(trx, row);
      await recordSecurityEvent(trx, {
        companyId,
        type: 'staff-added',
        source,
        at: deps.clock(),
        details: { login: row.login, role: row.role },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'staff', 'login_normalized')) throw loginTaken();
    throw error;
  }
  return toMember(row);
};

/** A new password or role signs the member out everywhere, in the same transaction as the change. */
export const editStaff = async (
  deps: StaffDeps,
  companyId: string,
  id: string,
  body: StaffUpdateBody,
  source: EventSource,
): Promise<StaffMember> => {
  const existing = await staffMember(deps.db, companyId, id);
  if (!existing) throw notFound();
  const loginNormalized = normalizeLogin(body.login);
  if (loginNormalized !== existing.login_normalized) {
    const holder = await staffByLogin(deps.db, loginNormalized);
    if (holder && holder.id !== id) throw loginTaken();
  }
  const passwordHash = body.password === undefined ? undefined : await deps.passwords.hash(body.password);
  const at = deps.clock();
  const now = iso(at);
  try {
    const updated = await deps.db.transaction().execute(async (trx) => {
      const changed = await updateStaff(trx, companyId, id, {
        first_name: body.firstName.trim(),
        last_name: body.lastName.trim(),
        login: body.login,
        login_normalized: loginNormalized,
        role: body.role,
        ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
        updated_at: now,
      });
      if (!changed) return null;
      if (passwordHash !== undefined || body.role !== existing.role) await revokeStaffSessions(trx, id, at);
      await recordSecurityEvent(trx, {
        companyId,
        type: 'staff-changed',
        source,
        at: deps.clock(),
        details: { login: body.login, role: body.role, changed: changedFields(existing, body).join(',') },
      });
      return staffMember(trx, companyId, id);
    });
    if (!updated) throw notFound();
    return toMember(updated);
  } catch (error) {
    if (isUniqueViolation(error, 'staff', 'login_normalized')) throw loginTaken();
    throw error;
  }
};

/** What an edit changes, by name (never the values of a password). */
const changedFields = (existing: StaffRow, body: StaffUpdateBody): string[] =>
  [
    existing.first_name !== body.firstName.trim() || existing.last_name !== body.lastName.trim() ? 'name' : '',
    existing.login !== body.login ? 'login' : '',
    existing.role !== body.role ? 'role' : '',
    body.password === undefined ? '' : 'password',
  ].filter(Boolean);

/** Deleting the member deletes its sessions too (foreign key cascade). */
export const removeStaff = async (
  deps: StaffDeps,
  companyId: string,
  id: string,
  source: EventSource,
): Promise<void> => {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const member = await staffMember(trx, companyId, id);
    if (!member || !(await deleteStaff(trx, companyId, id))) return false;
    await recordSecurityEvent(trx, {
      companyId,
      type: 'staff-removed',
      source,
      at: deps.clock(),
      details: { login: member.login, role: member.role },
    });
    return true;
  });
  if (!removed) throw notFound();
};

/**
 * An admin's own password (admins sign in with their staff login, never the owner's credentials): checked against
 * the current one; the member's other devices sign in again, this one stays, as for the owner's change.
 */
export const changeOwnStaffPassword = async (
  deps: StaffDeps,
  auth: { companyId: string; staffId: string; sessionId: string },
  body: ChangePasswordBody,
  source: EventSource,
): Promise<void> => {
  const member = await staffMember(deps.db, auth.companyId, auth.staffId);
  if (!member) throw new StaffRefusal({ kind: 'member-gone' });
  if (!(await deps.passwords.verify(member.password_hash, body.currentPassword))) {
    throw new StaffRefusal({ kind: 'current-password-wrong' });
  }
  const passwordHash = await deps.passwords.hash(body.newPassword);
  const at = deps.clock();
  const now = iso(at);
  await deps.db.transaction().execute(async (trx) => {
    await updateStaff(trx, auth.companyId, member.id, { password_hash: passwordHash, updated_at: now });
    await revokeStaffSessions(trx, member.id, at, auth.sessionId);
    // The owner reads it in the security events as a change of this member, not of the company password.
    await recordSecurityEvent(trx, {
      companyId: auth.companyId,
      type: 'staff-changed',
      source,
      at: deps.clock(),
      details: { login: member.login, role: member.role, changed: 'password' },
    });
  });
};

/** A member of the company, for the modules that name who acted (the audit log). */
export const staffMemberOf = (db: Kysely<Database>, companyId: string, id: string): Promise<StaffRow | undefined> =>
  staffMember(db, companyId, id);

/** The member a login names, in any case (sign-in). */
export const staffMemberByLogin = (db: Kysely<Database>, login: string): Promise<StaffRow | undefined> =>
  staffByLogin(db, normalizeLogin(login));

/** Deletes a closing company's staff inside the caller's transaction; returns their normalised logins. */
export const eraseCompanyStaff = async (db: Kysely<Database>, companyId: string): Promise<string[]> => {
  const members = await staffOfCompany(db, companyId);
  await deleteCompanyStaff(db, companyId);
  return members.map((member) => member.login_normalized);
};
