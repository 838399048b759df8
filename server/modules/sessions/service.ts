import type { Kysely } from 'kysely';
import { type Role, sessionIdleDays } from '../../../contract/rules/account';
import { addMs, iso } from '../../clock';
import { newId } from '../../db/ids';
import type { Database } from '../../db/tables';
import type { RequestAuth } from '../../plugins/auth';
import { hashSecretToken, newSecretToken } from '../../security/secret-tokens';
import {
  revokeStaffMemberSessions,
  deleteSessionsEndedBefore,
  findSessionByTokenHash,
  insertSession,
  revokeCompanySessions,
  deleteCompanySessions,
  revokeSessionById,
  touchSession,
} from './repository';

const idleMs = sessionIdleDays * 24 * 60 * 60 * 1000;
/** How stale last_seen_at may get before a request writes it again: one write a minute, not one per request. */
export const touchIntervalMs = 60_000;
/** Ended sessions are kept this long (for support questions) before housekeeping deletes them. */
const keepEndedMs = 30 * 24 * 60 * 60 * 1000;

export interface StartedSession {
  /** Goes to the client once; only its hash is stored. */
  token: string;
  sessionId: string;
}

export const startSession = async (
  db: Kysely<Database>,
  companyId: string,
  role: Role,
  now: Date,
  staffId: string | null = null,
): Promise<StartedSession> => {
  const token = newSecretToken();
  const sessionId = newId(now.getTime());
  await insertSession(db, {
    id: sessionId,
    company_id: companyId,
    token_hash: hashSecretToken(token),
    role,
    staff_id: staffId,
    created_at: iso(now),
    last_seen_at: iso(now),
    expires_at: iso(addMs(now, idleMs)),
    revoked_at: null,
  });
  return { token, sessionId };
};

/** The session a token names while it is live (not revoked, used within the idle limit); null otherwise. */
export const authenticateSession = async (
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<RequestAuth | null> => {
  const session = await findSessionByTokenHash(db, hashSecretToken(token));
  if (!session || session.revoked_at !== null) return null;
  if (Date.parse(session.last_seen_at) + idleMs <= now.getTime()) return null;
  if (Date.parse(session.last_seen_at) + touchIntervalMs <= now.getTime()) {
    const staleBefore = iso(addMs(now, -touchIntervalMs));
    await touchSession(db, session.id, iso(now), iso(addMs(now, idleMs)), staleBefore);
  }
  return { companyId: session.company_id, role: session.role, sessionId: session.id, staffId: session.staff_id };
};

/** Signs one session out. */
export const revokeSession = (db: Kysely<Database>, auth: RequestAuth, now: Date): Promise<void> =>
  revokeSessionById(db, auth.companyId, auth.sessionId, iso(now));

/** After a password reset: every device signs in again. */
export const revokeAllSessions = (db: Kysely<Database>, companyId: string, now: Date): Promise<number> =>
  revokeCompanySessions(db, companyId, iso(now));

/** After a password change: every other device signs in again, the one that changed it stays. */
export const revokeOtherSessions = (
  db: Kysely<Database>,
  companyId: string,
  keepSessionId: string,
  now: Date,
): Promise<number> => revokeCompanySessions(db, companyId, iso(now), keepSessionId);

/** After a staff member's new password or role: signs the member out everywhere, or everywhere but `keepSessionId`. */
export const revokeStaffSessions = (
  db: Kysely<Database>,
  staffId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> => revokeStaffMemberSessions(db, staffId, iso(now), keepSessionId);

export const purgeEndedSessions = (db: Kysely<Database>, now: Date): Promise<number> =>
  deleteSessionsEndedBefore(db, iso(addMs(now, -keepEndedMs)));

/** Deletes every session of a closing company, inside the caller's transaction. */
export const eraseCompanySessions = (db: Kysely<Database>, companyId: string): Promise<number> =>
  deleteCompanySessions(db, companyId);
