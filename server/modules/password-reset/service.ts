import type { Kysely } from 'kysely';
import { normalizeEmail, passwordResetMinutes } from '../../../contract/rules/account';
import { buildPath, paths } from '../../../contract/rules/routes';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import type { Passwords } from '../../security/passwords';
import { changeCompanyPasswordHash, companyByEmail, companyById } from '../companies/service';
import { consumeLinkToken, inspectLinkToken, issueLinkToken, revokeLinkTokens } from '../link-tokens/service';
import { type MailDeps, announceQueuedMail, queueMail } from '../mail/service';
import { revokeAllSessions } from '../sessions/service';
import { recordSecurityEvent } from '../audit/record';
import { ResetRefusal } from './reset-refusal';

export interface PasswordResetDeps extends MailDeps {
  db: Kysely<Database>;
  clock: Clock;
  passwords: Passwords;
}

const lifetimeMs = passwordResetMinutes * 60 * 1000;
const invalid = () => new ResetRefusal({ kind: 'link-invalid' });

/**
 * Queues a reset link, in the company's language, when the address belongs to a company, and does nothing
 * otherwise; the caller answers the same either way.
 */
export const requestPasswordReset = async (deps: PasswordResetDeps, email: string, ip: string): Promise<void> => {
  const now = deps.clock();
  const queued = await deps.db.transaction().execute(async (trx) => {
    const company = await companyByEmail(trx, normalizeEmail(email));
    if (!company) return null;
    const token = await issueLinkToken(
      trx,
      { companyId: company.id, purpose: 'password-reset', email: company.email_normalized, lifetimeMs },
      now,
    );
    await recordSecurityEvent(trx, {
      companyId: company.id,
      type: 'password-reset-requested',
      source: { actor: { kind: 'owner', label: '' }, ip },
      at: now,
    });
    return queueMail(
      trx,
      deps,
      {
        kind: 'password-reset',
        companyId: company.id,
        to: company.email,
        language: company.language,
        values: {
          companyName: company.name,
          link: `${deps.publicUrl}${buildPath(paths.resetPassword, { token })}`,
          minutes: String(passwordResetMinutes),
        },
      },
      now,
    );
  });
  if (queued) announceQueuedMail(deps, [queued]);
};

/** Sets a new password from a reset link, uses the link up and signs every session of the company out. */
export const resetPassword = async (
  deps: PasswordResetDeps,
  token: string,
  password: string,
  ip: string,
): Promise<void> => {
  const checkedAt = deps.clock();
  const found = await inspectLinkToken(deps.db, token, 'password-reset', checkedAt);
  if (found.state === 'expired') throw new ResetRefusal({ kind: 'link-expired' });
  if (found.state !== 'valid') throw invalid();
  // Hashed before the transaction, which then stays short.
  const passwordHash = await deps.passwords.hash(password);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const company = await companyById(trx, found.token.company_id);
    if (!company || company.email_normalized !== found.token.email) throw invalid();
    if (!(await consumeLinkToken(trx, found.token.id, now))) throw invalid();
    await changeCompanyPasswordHash({ ...deps, db: trx }, company.id, passwordHash, now);
    await revokeAllSessions(trx, company.id, now);
    await revokeLinkTokens(trx, company.id, 'password-reset', now);
    await recordSecurityEvent(trx, {
      companyId: company.id,
      type: 'password-reset-completed',
      source: { actor: { kind: 'owner', label: '' }, ip },
      at: now,
    });
  });
};
