import type { Kysely } from 'kysely';
import type { ConfirmEmailResponse } from '../../../contract/api/auth';
import { emailConfirmationHours } from '../../../contract/rules/account';
import { buildPath, paths } from '../../../contract/rules/routes';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import { type Company, companyById, confirmCompanyEmail, requireCompany } from '../companies/service';
import { consumeLinkToken, inspectLinkToken, issueLinkToken, revokeLinkTokens } from '../link-tokens/service';
import { type MailDeps, type QueuedMail, announceQueuedMail, queueMail } from '../mail/service';
import { ConfirmationRefusal } from './confirmation-refusal';

export interface EmailConfirmationDeps extends MailDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const lifetimeMs = emailConfirmationHours * 60 * 60 * 1000;
const invalid = () => new ConfirmationRefusal({ kind: 'link-invalid' });

/** Issues a confirmation link for the company's current address and queues the e-mail, in the caller's transaction. */
export const queueConfirmationEmail = async (
  trx: Kysely<Database>,
  deps: MailDeps,
  company: Company,
  now: Date,
): Promise<QueuedMail> => {
  const token = await issueLinkToken(
    trx,
    { companyId: company.id, purpose: 'email-confirmation', email: company.email_normalized, lifetimeMs },
    now,
  );
  return queueMail(
    trx,
    deps,
    {
      kind: 'email-confirmation',
      companyId: company.id,
      to: company.email,
      language: company.language,
      values: {
        companyName: company.name,
        link: `${deps.publicUrl}${buildPath(paths.submitProfile, { token })}`,
        hours: String(emailConfirmationHours),
      },
    },
    now,
  );
};

/** The resend button: a new link (older ones stop working); 409 once the address is confirmed. */
export const resendConfirmationEmail = async (deps: EmailConfirmationDeps, companyId: string): Promise<void> => {
  const now = deps.clock();
  const queued = await deps.db.transaction().execute(async (trx) => {
    const company = await requireCompany(trx, companyId);
    if (company.email_confirmed_at !== null) throw new ConfirmationRefusal({ kind: 'already-confirmed' });
    return queueConfirmationEmail(trx, deps, company, now);
  });
  announceQueuedMail(deps, [queued]);
};

/**
 * Confirms the address a link was sent to. Answers "already confirmed" for any link of a company whose address is
 * confirmed (a second click, an older e-mail), 404 for a link that is unknown or meant for an address the company
 * no longer has, 410 TOKEN_SUPERSEDED for one that a newer link replaced (so the page can point to the newer
 * e-mail instead of calling the link wrong), and 410 TOKEN_EXPIRED for an expired one.
 */
export const confirmEmail = async (
  deps: EmailConfirmationDeps,
  token: string,
): Promise<ConfirmEmailResponse['result']> => {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const found = await inspectLinkToken(trx, token, 'email-confirmation', now);
    if (found.state === 'unknown') throw invalid();
    const link = found.token;
    const company = await companyById(trx, link.company_id);
    if (!company || company.email_normalized !== link.email) throw invalid();
    if (company.email_confirmed_at !== null) {
      if (found.state === 'valid') await consumeLinkToken(trx, link.id, now);
      return 'already-confirmed';
    }
    // Confirming revokes the other links too, but a confirmed company answered above: here only a resend did.
    if (found.state === 'revoked') throw new ConfirmationRefusal({ kind: 'link-superseded' });
    if (found.state === 'expired') throw new ConfirmationRefusal({ kind: 'link-expired' });
    if (found.state !== 'valid') throw invalid();
    if (!(await consumeLinkToken(trx, link.id, now))) {
      // Another request used this link a moment ago; what it did decides the answer.
      const current = await companyById(trx, company.id);
      if (current?.email_confirmed_at) return 'already-confirmed';
      throw invalid();
    }
    await confirmCompanyEmail({ ...deps, db: trx }, company.id, link.email, now);
    await revokeLinkTokens(trx, company.id, 'email-confirmation', now);
    return 'confirmed';
  });
};
