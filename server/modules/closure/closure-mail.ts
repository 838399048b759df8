import type { Kysely } from 'kysely';
import { type Language, languages } from '../../../contract/rules/languages';
import type { Database } from '../../db/tables';
import { type MailDeps, type QueuedMail, queueMail } from '../mail/service';

export interface ClosureContact {
  email: string;
  name: string;
  language: string;
}

const languageOf = (value: string): Language =>
  (languages as readonly string[]).includes(value) ? (value as Language) : 'en';

/** A day as the recipient reads it, in UTC (the moment the server acts). */
const dayIn = (language: Language, at: Date): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(at);

/**
 * Queues one of the closure's e-mails inside the caller's transaction. The scheduled and cancelled ones link to the
 * sign-in, where the owner sees the pending closure and may cancel it; the final one, sent after the erasure, to the
 * site, and it names no company (the company row is a tombstone by then).
 */
export const queueClosureMail = (
  db: Kysely<Database>,
  deps: MailDeps,
  kind: 'closure-scheduled' | 'closure-cancelled' | 'closure-done',
  companyId: string | null,
  contact: ClosureContact,
  day: Date,
  now: Date,
): Promise<QueuedMail> => {
  const language = languageOf(contact.language);
  const link = kind === 'closure-done' ? deps.publicUrl : new URL('/sign-in', deps.publicUrl).toString();
  return queueMail(
    db,
    deps,
    {
      kind,
      companyId,
      to: contact.email,
      language,
      values: { companyName: contact.name, link, date: dayIn(language, day) },
    },
    now,
  );
};
