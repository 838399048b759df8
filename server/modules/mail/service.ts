import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/rules/languages';
import { addMs, iso } from '../../clock';
import { newId } from '../../db/ids';
import type { Database } from '../../db/tables';
import type { EmailTextsByLanguage } from './email-texts';
import { type EmailKind, type EmailValues, renderEmail } from './render-email';
import { deleteMailOf, deleteSentMailBefore, insertOutboxMail } from './repository';

export interface QueuedMail {
  id: string;
  kind: EmailKind;
  to: string;
  /** The link the message carries (development logs print it). */
  link: string;
}

export interface MailDeps {
  appName: string;
  publicUrl: string;
  emailTexts: EmailTextsByLanguage;
  /** Told about each message once its transaction has committed: wakes the sender, logs links in development. */
  onMailQueued?: (mail: QueuedMail) => void;
}

export interface MailRequest {
  kind: EmailKind;
  companyId: string | null;
  to: string;
  language: Language;
  /** Everything the texts interpolate except `appName`, which comes from the configuration. */
  values: { companyName: string; link: string; [name: string]: string };
}

/** Sent messages are kept this long (without their bodies) for support questions. */
const keepSentMs = 30 * 24 * 60 * 60 * 1000;

/** A Message-ID that stays the same for every attempt at one outbox row. */
export const messageIdFor = (outboxId: string, publicUrl: string): string =>
  `<${outboxId}@${new URL(publicUrl).hostname}>`;

/**
 * Renders a message in the recipient's language and puts it in the outbox, inside the caller's transaction, so
 * it is sent if and only if the change it reports is committed.
 */
export const queueMail = async (
  db: Kysely<Database>,
  deps: MailDeps,
  request: MailRequest,
  now: Date,
): Promise<QueuedMail> => {
  const id = newId(now.getTime());
  const values: EmailValues = { ...request.values, appName: deps.appName };
  const rendered = renderEmail(deps.emailTexts[request.language], request.kind, request.language, values);
  await insertOutboxMail(db, {
    id,
    kind: request.kind,
    company_id: request.companyId,
    to_address: request.to,
    subject: rendered.subject,
    text_body: rendered.text,
    html_body: rendered.html,
    message_id: messageIdFor(id, deps.publicUrl),
    next_attempt_at: iso(now),
    lease_owner: null,
    lease_expires_at: null,
    last_error: null,
    created_at: iso(now),
    updated_at: iso(now),
    sent_at: null,
  });
  return { id, kind: request.kind, to: request.to, link: request.values.link };
};

/** Call after the transaction that queued `mails` has committed. */
export const announceQueuedMail = (deps: MailDeps, mails: readonly QueuedMail[]): void => {
  for (const mail of mails) deps.onMailQueued?.(mail);
};

export const purgeSentMail = (db: Kysely<Database>, now: Date): Promise<number> =>
  deleteSentMailBefore(db, iso(addMs(now, -keepSentMs)));

/** Deletes a closing company's outbox messages and any addressed to its e-mail, inside the caller's transaction. */
export const eraseCompanyMail = (db: Kysely<Database>, companyId: string, emailNormalized: string): Promise<number> =>
  deleteMailOf(db, companyId, emailNormalized);
