import { outboxMessageState, requeueOutboxMail, retryableMail } from '../../modules/mail/outbox-admin';
import { OperatorError, type OpsCommand, flag, jsonOption, positionals, stringValue } from './command';
import { printJson, printRow } from './output';

export const mailRetry: OpsCommand = {
  name: 'mail:retry',
  args: '[--id OUTBOX_ID] [--json]',
  summary:
    'Queues failed and stuck outbox mail again, due now, with its attempts counted afresh; the running server\n' +
    'delivers it. Sent mail, and mail a server is sending right now, is never touched.',
  options: { ...jsonOption, id: { type: 'string' } },
  run: async ({ io, config, db }, args) => {
    positionals(args);
    const id = stringValue(args, 'id');
    const { db: kysely } = await db('current');
    const now = io.now();
    const { maxAttempts } = config().mail;
    const candidates = await retryableMail(kysely, now, maxAttempts, id);
    if (id !== undefined && candidates.length === 0) {
      const mail = await outboxMessageState(kysely, id);
      if (!mail) throw new OperatorError(`no outbox message has the id ${id}`);
      if (mail.status === 'sent')
        throw new OperatorError(`message ${id} was sent at ${mail.sent_at}; it is not sent again`);
      if (mail.status === 'sending') {
        throw new OperatorError(`message ${id} is being sent right now (lease until ${mail.lease_expires_at})`);
      }
      throw new OperatorError(`message ${id} is already queued (next attempt at ${mail.next_attempt_at})`);
    }
    const requeued = new Set(
      await requeueOutboxMail(
        kysely,
        candidates.map((mail) => mail.id),
        now,
        maxAttempts,
      ),
    );
    const done = candidates.filter((mail) => requeued.has(mail.id));
    if (flag(args, 'json')) {
      printJson(io, { requeued: done });
      return 0;
    }
    for (const mail of done) {
      printRow(
        io,
        mail.id,
        mail.kind,
        mail.to_address,
        `was ${mail.status} after ${mail.attempts} attempt(s)`,
        mail.last_error,
      );
    }
    io.out(`Re-queued ${done.length} message(s).`);
    return 0;
  },
};
