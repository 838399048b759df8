import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { overdueMail, retryableMail } from '../../modules/mail/outbox-admin';
import type { Finding } from './doctor-finding';

/** A sender tries due mail within seconds; a message this late means no server is sending. */
const overdueAfterMs = 15 * 60_000;

const shown = 5;

/** Outbox mail that gave up (failed, or a sender died holding it) and mail nobody is sending. */
export const mailFindings = async (db: Kysely<Database>, now: Date, maxAttempts: number): Promise<Finding[]> => {
  const stuck = await retryableMail(db, now, maxAttempts);
  const overdue = (await overdueMail(db, new Date(now.getTime() - overdueAfterMs))).filter(
    (mail) => mail.attempts < maxAttempts,
  );
  const findings: Finding[] = [];
  if (stuck.length > 0) {
    const ids = stuck.slice(0, shown).map((mail) => `${mail.id} (${mail.status}: ${mail.last_error ?? 'no error'})`);
    findings.push({
      check: 'mail',
      problem: `${stuck.length} outbox message(s) failed or were left by a stopped sender: ${ids.join(', ')}`,
      fix: 'fix what the error says (SMTP_URL, MAIL_FROM, the mail server), then `npm run ops -- mail:retry`',
    });
  }
  if (overdue.length > 0) {
    findings.push({
      check: 'mail',
      problem: `${overdue.length} outbox message(s) are more than 15 minutes overdue, e.g. ${overdue[0]!.id}`,
      fix: 'make sure a server process is running: it sends the outbox (its log says why it cannot)',
    });
  }
  return findings;
};
