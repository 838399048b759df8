import type { Kysely } from 'kysely';
import type { Account, SessionResponse, SignInBody, SignUpBody } from '../../../contract/api/auth';
import { normalizeEmail } from '../../../contract/rules/account';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import type { RequestAuth } from '../../plugins/auth';
import type { Passwords } from '../../security/passwords';
import {
  EmailTakenError,
  companyByEmail,
  companyById,
  createCompany,
  requireCompany,
  toAccount,
} from '../companies/service';
import { pendingClosureOf } from '../closure/closing';
import { queueConfirmationEmail } from '../email-confirmation/service';
import { type MailDeps, announceQueuedMail } from '../mail/service';
import { revokeSession, startSession } from '../sessions/service';
import { avatarUrl } from '../avatar/service';
import { filledPriceRows } from '../price-list/service';
import { toProfile } from '../profile/service';
import { recordSecurityEvent } from '../audit/record';
import { AccountRefusal } from './account-refusal';
import { type LoginPrincipal, resolveLogin } from './resolve-login';

export interface AccountsDeps extends MailDeps {
  db: Kysely<Database>;
  clock: Clock;
  passwords: Passwords;
}

const emailTaken = () => new AccountRefusal({ kind: 'email-taken' });

/**
 * Creates the company, its first session and the confirmation e-mail in one transaction. The unique index on the
 * normalised e-mail decides between concurrent sign-ups; the early lookup only spares the password hashing.
 */
export const signUp = async (deps: AccountsDeps, body: SignUpBody): Promise<SessionResponse> => {
  const emailNormalized = normalizeEmail(body.email);
  if (await companyByEmail(deps.db, emailNormalized)) throw emailTaken();
  const passwordHash = await deps.passwords.hash(body.password);
  const now = deps.clock();
  try {
    const { company, session, queued } = await deps.db.transaction().execute(async (trx) => {
      const created = await createCompany(
        { ...deps, db: trx },
        { name: body.companyName, email: body.email, emailNormalized, passwordHash, language: body.language },
        now,
      );
      const started = await startSession(trx, created.id, 'owner', now);
      const mail = await queueConfirmationEmail(trx, deps, created, now);
      return { company: created, session: started, queued: mail };
    });
    announceQueuedMail(deps, [queued]);
    return { token: session.token, account: toAccount(company, 'owner') };
  } catch (error) {
    if (error instanceof EmailTakenError) throw emailTaken();
    throw error;
  }
};

export type VerifiedPrincipal = Omit<LoginPrincipal, 'passwordHash'>;

/**
 * Who a login and password sign in as, or null. An unknown login pays for the same argon2 work as a wrong password,
 * so neither the answer nor its timing tells which logins exist. The web sign-in and the desktop app's share it.
 */
export const checkCredentials = async (
  { db, passwords }: { db: Kysely<Database>; passwords: Passwords },
  login: string,
  password: string,
): Promise<VerifiedPrincipal | null> => {
  const principal = await resolveLogin(db, login);
  const valid = principal
    ? await passwords.verify(principal.passwordHash, password)
    : await passwords.verifyAgainstNothing(password);
  if (!principal || !valid) return null;
  const { passwordHash: _, ...verified } = principal;
  return verified;
};

const actorOf = (principal: Pick<LoginPrincipal, 'staff'>) =>
  principal.staff ? { kind: 'staff' as const, label: principal.staff.login } : { kind: 'owner' as const, label: '' };

/** A failed sign-in goes to the audit log of the company the login names; an unknown login is logged nowhere. */
const recordFailedSignIn = async (deps: AccountsDeps, login: string, ip: string, reason: string): Promise<void> => {
  const principal = await resolveLogin(deps.db, login);
  if (!principal) return;
  await recordSecurityEvent(deps.db, {
    companyId: principal.companyId,
    type: 'sign-in-failed',
    source: { actor: actorOf(principal), ip },
    at: deps.clock(),
    details: { reason },
  });
};

/** Unknown login and wrong password get the same 401, after the same argon2 work. */
export const signIn = async (deps: AccountsDeps, body: SignInBody, ip: string): Promise<SessionResponse> => {
  const principal = await checkCredentials(deps, body.login, body.password);
  if (!principal) {
    await recordFailedSignIn(deps, body.login, ip, 'wrong-password');
    throw new AccountRefusal({ kind: 'wrong-credentials' });
  }
  // Checked only after the password, so the answer does not tell strangers which logins are doctors'.
  if (principal.role === 'doctor') {
    await recordFailedSignIn(deps, body.login, ip, 'doctor-on-web');
    throw new AccountRefusal({ kind: 'doctor-on-web' });
  }
  const company = await companyById(deps.db, principal.companyId);
  if (!company) throw new AccountRefusal({ kind: 'wrong-credentials' });
  const now = deps.clock();
  const session = await deps.db.transaction().execute(async (trx) => {
    const started = await startSession(trx, company.id, principal.role, now, principal.staff?.id ?? null);
    await recordSecurityEvent(trx, {
      companyId: company.id,
      type: 'sign-in-succeeded',
      source: { actor: actorOf(principal), ip },
      at: now,
    });
    return started;
  });
  const closure = await pendingClosureOf(deps.db, company.id);
  return { token: session.token, account: { ...toAccount(company, principal.role), ...(closure && { closure }) } };
};

export const getAccount = async (deps: AccountsDeps, auth: RequestAuth): Promise<Account> => {
  const company = await requireCompany(deps.db, auth.companyId);
  const closure = await pendingClosureOf(deps.db, company.id);
  return {
    ...toAccount(company, auth.role),
    ...(closure && { closure }),
    settings: {
      profileComplete: toProfile(company).complete,
      filledPriceRows: await filledPriceRows(deps.db, company.id),
      avatarUrl: avatarUrl(company.avatar_file),
    },
  };
};

export const signOut = (deps: AccountsDeps, auth: RequestAuth): Promise<void> =>
  revokeSession(deps.db, auth, deps.clock());
