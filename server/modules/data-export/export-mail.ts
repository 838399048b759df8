import type { Kysely } from 'kysely';
import { type Language, languages } from '../../../contract/rules/languages';
import type { Company, Database } from '../../db/tables';
import { type MailDeps, type QueuedMail, queueMail } from '../mail/service';

const languageOf = (value: string): Language =>
  (languages as readonly string[]).includes(value) ? (value as Language) : 'en';

/** Queues the "your export is ready" e-mail with its link, in the company's language, to the company's e-mail only. */
export const queueExportReadyMail = (
  db: Kysely<Database>,
  deps: MailDeps,
  company: Pick<Company, 'id' | 'email' | 'name' | 'language'>,
  link: string,
  expiresAt: Date,
  now: Date,
): Promise<QueuedMail> => {
  const language = languageOf(company.language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    expiresAt,
  );
  return queueMail(
    db,
    deps,
    {
      kind: 'company-export-ready',
      companyId: company.id,
      to: company.email,
      language,
      values: { companyName: company.name, link, date: `${date} UTC` },
    },
    now,
  );
};
