import type { Kysely } from 'kysely';
import type { PlanOption } from '../../../contract/api/treatment-plan';
import { type Language, languages } from '../../../contract/rules/languages';
import { currencyDigits } from '../../../contract/rules/money';
import { formatPhone } from '../../../contract/rules/profile';
import { paths } from '../../../contract/rules/routes';
import type { Database } from '../../db/tables';
import type { CardDecision } from '../../db/tables-card-decisions';
import { type MailDeps, type QueuedMail, queueMail } from '../mail/service';

export interface DecisionMailCompany {
  id: string;
  name: string;
  email: string;
  language: string;
}

const languageOf = (value: string): Language =>
  (languages as readonly string[]).includes(value) ? (value as Language) : 'en';

/** A plan's total as the clinic reads money in its language. */
const totalIn = (language: Language, option: PlanOption | undefined): string => {
  if (!option) return '';
  const { currency, totalMinor } = option.plan;
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(
    totalMinor / 10 ** currencyDigits(currency),
  );
};

// Shown in place of a text the patient left out.
const none = '—';

/**
 * Tells the company about a new answer, in its language, inside the transaction that records the answer (so the
 * e-mail goes if and only if the answer is kept). It links to the cabinet, where the Shared plans list shows it.
 */
export const queueDecisionMail = (
  db: Kysely<Database>,
  deps: MailDeps,
  company: DecisionMailCompany,
  patientName: string,
  options: PlanOption[],
  decision: CardDecision,
  now: Date,
): Promise<QueuedMail> => {
  const language = languageOf(company.language);
  const option = decision.option_index === null ? undefined : options[decision.option_index];
  return queueMail(
    db,
    deps,
    {
      kind: `decision-${decision.kind}`,
      companyId: company.id,
      to: company.email,
      language,
      values: {
        companyName: company.name,
        link: new URL(paths.company, deps.publicUrl).toString(),
        patientName,
        fullName: decision.full_name ?? '',
        option: decision.option_title || String((decision.option_index ?? 0) + 1),
        total: totalIn(language, option),
        reason: decision.message || none,
        message: decision.message,
        phone: decision.phone ? formatPhone(decision.phone) : '',
        preferredTime: decision.preferred_time || none,
      },
    },
    now,
  );
};
