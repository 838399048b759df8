import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Clock, addMs, iso } from '../../clock';
import type { Database, OutboxMail } from '../../db/tables';
import { retryDelayMs } from './backoff';
import {
  claimOutboxMail,
  failAbandonedLastAttempts,
  findClaimableIds,
  markOutboxMailFailedAttempt,
  markOutboxMailSent,
} from './repository';
import type { MailTransport, OutgoingMail } from './transport';

export interface MailSenderOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  from: string;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed message is this process's alone; after that another process may retry it. */
  leaseMs?: number;
  /** An attempt that takes longer is given up (and recorded) well before its lease runs out. */
  sendTimeoutMs?: number;
  /** How often the outbox is looked at when nothing wakes the sender (messages from other processes). */
  pollIntervalMs?: number;
  batchSize?: number;
  random?: () => number;
  /** Names this sender in lease columns; unique per process by default. */
  owner?: string;
}

export interface MailSender {
  readonly owner: string;
  start(): void;
  /** Looks at the outbox now instead of at the next poll (called when this process queued a message). */
  wake(): void;
  /** Ends the loop after the attempt in progress. */
  stop(): Promise<void>;
  /** One pass over the due messages; returns how many it attempted. */
  runOnce(): Promise<number>;
}

const maxErrorLength = 500;

const describeError = (error: unknown): string => {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const parts = [code, responseCode, typeof message === 'string' ? message : String(error)].filter(
    (part) => part !== undefined && part !== '',
  );
  return parts.join(' ').slice(0, maxErrorLength);
};

const withTimeout = async <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`delivery took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Delivers the outbox. Each message is claimed with a lease by a conditional UPDATE, so any number of senders in
 * any number of processes never attempt one message at the same time; a failed attempt is retried with backoff
 * up to `maxAttempts`, then the message is marked failed and kept. A process that dies mid-attempt leaves the
 * lease to run out, and the message is sent again with the same Message-ID.
 */
export const createMailSender = (options: MailSenderOptions): MailSender => {
  const { db, transport, clock, log, maxAttempts } = options;
  const leaseMs = options.leaseMs ?? 120_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? Math.floor(leaseMs / 2);
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const batchSize = options.batchSize ?? 20;
  const random = options.random ?? Math.random;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  let stopping = false;
  let loop: Promise<void> | null = null;
  let wakeRequested = false;
  let interruptPause: (() => void) | null = null;

  const outgoing = (mail: OutboxMail): OutgoingMail => ({
    outboxId: mail.id,
    from: options.from,
    to: mail.to_address,
    subject: mail.subject,
    text: mail.text_body,
    html: mail.html_body,
    messageId: mail.message_id,
    date: new Date(mail.created_at),
  });

  const deliver = async (mail: OutboxMail): Promise<void> => {
    const context = { outboxId: mail.id, kind: mail.kind, messageId: mail.message_id, attempt: mail.attempts };
    try {
      await withTimeout(transport.send(outgoing(mail)), sendTimeoutMs);
    } catch (error) {
      const failedAt = clock();
      const final = mail.attempts >= maxAttempts;
      const nextAttemptAt = final
        ? null
        : iso(addMs(failedAt, retryDelayMs(mail.attempts, options.retryBaseMs, options.retryMaxMs, random)));
      await markOutboxMailFailedAttempt(db, mail.id, owner, describeError(error), nextAttemptAt, iso(failedAt));
      if (final) log.error({ ...context, err: error }, 'mail delivery failed for good; kept in the outbox as failed');
      else log.warn({ ...context, err: error, nextAttemptAt }, 'mail delivery failed; will retry');
      return;
    }
    const recorded = await markOutboxMailSent(db, mail.id, owner, iso(clock()));
    if (recorded) log.info(context, 'mail delivered');
    else log.warn(context, 'mail delivered after its lease ran out; another attempt may repeat it');
  };

  const runOnce = async (): Promise<number> => {
    const now = clock();
    const abandoned = await failAbandonedLastAttempts(
      db,
      iso(now),
      maxAttempts,
      'the last attempt never reported back (its lease ran out)',
    );
    if (abandoned > 0) log.error({ count: abandoned }, 'mail whose last attempt was abandoned marked failed');
    let attempted = 0;
    for (const id of await findClaimableIds(db, iso(now), batchSize)) {
      if (stopping) break;
      const claimedAt = clock();
      const mail = await claimOutboxMail(db, id, owner, iso(claimedAt), iso(addMs(claimedAt, leaseMs)), maxAttempts);
      if (!mail) continue;
      attempted += 1;
      await deliver(mail);
    }
    return attempted;
  };

  const pause = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        interruptPause = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      interruptPause = done;
    });

  const run = async (): Promise<void> => {
    while (!stopping) {
      wakeRequested = false;
      let attempted = 0;
      try {
        attempted = await runOnce();
      } catch (error) {
        log.error({ err: error }, 'mail sender pass failed; trying again later');
      }
      if (stopping) break;
      if (attempted < batchSize && !wakeRequested) await pause(pollIntervalMs);
    }
  };

  return {
    owner,
    start: () => {
      if (loop) return;
      stopping = false;
      log.info({ transport: transport.description }, 'mail sender started');
      loop = run();
    },
    wake: () => {
      wakeRequested = true;
      interruptPause?.();
    },
    stop: async () => {
      stopping = true;
      interruptPause?.();
      await loop;
      loop = null;
    },
    runOnce,
  };
};
