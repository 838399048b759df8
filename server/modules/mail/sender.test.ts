import { iso } from '../../clock';
import { createDb } from '../../db/create-db';
import { recordingTransport, queueTestMail, silentLog } from '../../../server-test/mail';
import { createTestClock, minutes } from '../../../server-test/test-clock';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';
import { claimOutboxMail } from './repository';
import { type MailSenderOptions, createMailSender } from './sender';

describe(`the mail sender on ${testDialect()}`, () => {
  const time = createTestClock();
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.destroy();
  });
  beforeEach(async () => {
    await testDb.db.deleteFrom('mail_outbox').execute();
  });

  const options = (overrides: Partial<MailSenderOptions> = {}): MailSenderOptions => ({
    db: testDb.db,
    transport: recordingTransport(),
    from: '"Dentiqo 3D" <no-reply@dentiqo.example>',
    clock: time.clock,
    log: silentLog,
    maxAttempts: 3,
    retryBaseMs: 30_000,
    retryMaxMs: 3_600_000,
    random: () => 0.5,
    ...overrides,
  });
  const rowOf = (id: string) =>
    testDb.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('delivers a queued message once, with its fixed Message-ID, and drops the bodies after', async () => {
    const transport = recordingTransport();
    const queued = await queueTestMail(testDb.db, time.now());
    const queuedRow = await rowOf(queued.id);
    const sender = createMailSender(options({ transport }));

    time.advance(5000);
    expect(await sender.runOnce()).toBe(1);
    expect(await sender.runOnce()).toBe(0);

    expect(transport.sent).toEqual([
      {
        outboxId: queued.id,
        from: '"Dentiqo 3D" <no-reply@dentiqo.example>',
        to: 'owner@clinic.example',
        subject: queuedRow.subject,
        text: queuedRow.text_body,
        html: queuedRow.html_body,
        messageId: `<${queued.id}@dentiqo.example>`,
        date: new Date(queuedRow.created_at),
      },
    ]);
    expect(await rowOf(queued.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sent_at: iso(time.now()),
      lease_owner: null,
      lease_expires_at: null,
      text_body: '',
      html_body: '',
      message_id: `<${queued.id}@dentiqo.example>`,
    });
  });

  it('retries a failed attempt after a backoff, counting attempts, and keeps the message until it goes', async () => {
    const transport = recordingTransport();
    transport.failWith = Object.assign(new Error('Mailbox busy'), { code: 'EENVELOPE', responseCode: 451 });
    const queued = await queueTestMail(testDb.db, time.now());
    const sender = createMailSender(options({ transport }));

    expect(await sender.runOnce()).toBe(1);
    const failed = await rowOf(queued.id);
    // random() = 0.5 puts the first retry at 3/4 of the 30 s base step.
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: 'EENVELOPE 451 Mailbox busy' });
    expect(failed.next_attempt_at).toBe(iso(new Date(time.now().getTime() + 22_500)));

    time.advance(22_499);
    expect(await sender.runOnce()).toBe(0);
    time.advance(1);
    expect(await sender.runOnce()).toBe(1);
    const second = await rowOf(queued.id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.next_attempt_at).toBe(iso(new Date(time.now().getTime() + 45_000)));

    transport.failWith = null;
    time.advance(45_000);
    expect(await sender.runOnce()).toBe(1);
    expect(await rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(transport.sent).toHaveLength(1);
  });

  it('marks a message failed after the last attempt and leaves it for an operator', async () => {
    const transport = recordingTransport();
    transport.failWith = new Error('connect ECONNREFUSED 127.0.0.1:25');
    const queued = await queueTestMail(testDb.db, time.now());
    const sender = createMailSender(options({ transport, maxAttempts: 2 }));

    expect(await sender.runOnce()).toBe(1);
    time.advance(minutes(60));
    expect(await sender.runOnce()).toBe(1);
    const row = await rowOf(queued.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, last_error: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(row.text_body).not.toBe('');

    transport.failWith = null;
    time.advance(minutes(600));
    expect(await sender.runOnce()).toBe(0);
    expect(transport.sent).toEqual([]);
  });

  it('resends, with the same Message-ID, a message whose sender died between claim and mark', async () => {
    const queued = await queueTestMail(testDb.db, time.now());
    const leaseMs = 120_000;
    // The process that took the message crashed before it could record anything.
    const claimed = await claimOutboxMail(
      testDb.db,
      queued.id,
      'crashed-process',
      iso(time.now()),
      iso(new Date(time.now().getTime() + leaseMs)),
      3,
    );
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1, lease_owner: 'crashed-process' });

    const transport = recordingTransport();
    const survivor = createMailSender(options({ transport, leaseMs }));
    time.advance(leaseMs - 1);
    expect(await survivor.runOnce()).toBe(0);
    time.advance(1);
    expect(await survivor.runOnce()).toBe(1);
    expect(transport.sent.map((mail) => mail.messageId)).toEqual([claimed!.message_id]);
    expect(await rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('does not let a sender that outlived its lease overwrite the outcome of the one that took over', async () => {
    const queued = await queueTestMail(testDb.db, time.now());
    const leaseMs = 60_000;
    let finishHungAttempt = () => undefined as void;
    const hung = recordingTransport();
    hung.send = async (mail) => {
      hung.sent.push(mail);
      await new Promise<void>((resolve) => {
        finishHungAttempt = resolve;
      });
    };
    const slow = createMailSender(options({ transport: hung, leaseMs, sendTimeoutMs: 600_000, owner: 'slow' }));
    const slowPass = slow.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hung.sent).toHaveLength(1);

    time.advance(leaseMs);
    const transport = recordingTransport();
    const fresh = createMailSender(options({ transport, leaseMs, owner: 'fresh' }));
    expect(await fresh.runOnce()).toBe(1);
    expect(transport.sent[0]?.messageId).toBe(hung.sent[0]?.messageId);

    finishHungAttempt();
    await slowPass;
    expect(await rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 2, lease_owner: null });
  });

  it('fails, instead of retrying, a last attempt that never reported back', async () => {
    const queued = await queueTestMail(testDb.db, time.now());
    const lease = (at: Date) => iso(new Date(at.getTime() + 60_000));
    await claimOutboxMail(testDb.db, queued.id, 'dead-1', iso(time.now()), lease(time.now()), 2);
    time.advance(60_000);
    await claimOutboxMail(testDb.db, queued.id, 'dead-2', iso(time.now()), lease(time.now()), 2);
    time.advance(60_000);
    const transport = recordingTransport();
    expect(await createMailSender(options({ transport, maxAttempts: 2 })).runOnce()).toBe(0);
    expect(transport.sent).toEqual([]);
    expect(await rowOf(queued.id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      last_error: 'the last attempt never reported back (its lease ran out)',
    });
  });

  it('never sends one message twice when two senders on two connections run at once', async () => {
    const otherConnection = createDb(testDb.databaseUrl);
    try {
      const ids = [];
      for (let index = 0; index < 30; index += 1) ids.push((await queueTestMail(testDb.db, time.now())).id);
      const first = recordingTransport();
      const second = recordingTransport();
      first.delayMs = 2;
      second.delayMs = 2;
      const senders = [
        createMailSender(options({ transport: first, batchSize: 50 })),
        createMailSender(options({ transport: second, db: otherConnection.db, batchSize: 50 })),
      ];
      await Promise.all([...senders, ...senders].map((sender) => sender.runOnce()));

      const sent = [...first.sent, ...second.sent].map((mail) => mail.outboxId).sort();
      expect(sent).toEqual([...ids].sort());
      const rows = await testDb.db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await otherConnection.destroy();
    }
  });

  it('keeps messages queued while no sender runs, and a new one delivers them after a restart', async () => {
    const failing = recordingTransport();
    failing.failWith = new Error('mail server down');
    const before = createMailSender(options({ transport: failing }));
    const queued = [await queueTestMail(testDb.db, time.now()), await queueTestMail(testDb.db, time.now())];
    await before.runOnce();
    await queueTestMail(testDb.db, time.now());

    time.advance(minutes(5));
    const transport = recordingTransport();
    expect(await createMailSender(options({ transport })).runOnce()).toBe(3);
    expect(transport.sent.map((mail) => mail.outboxId)).toEqual(expect.arrayContaining(queued.map((mail) => mail.id)));
  });

  it('runs as a loop that a wake-up hurries and stop ends', async () => {
    const transport = recordingTransport();
    const sender = createMailSender(options({ transport, pollIntervalMs: 60_000 }));
    sender.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await queueTestMail(testDb.db, time.now());
      sender.wake();
      const deadline = Date.now() + 5000;
      while (transport.sent.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(transport.sent).toHaveLength(1);
    } finally {
      await sender.stop();
    }
  });

  it('logs a failed pass and keeps going (a database without the outbox table)', async () => {
    const errors: unknown[] = [];
    const unmigrated = await createTestDb({ migrate: false });
    try {
      const sender = createMailSender(
        options({
          db: unmigrated.db,
          pollIntervalMs: 10,
          log: { ...silentLog, error: (entry: unknown) => errors.push(entry) },
        }),
      );
      sender.start();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sender.stop();
    } finally {
      await unmigrated.destroy();
    }
    expect(errors.length).toBeGreaterThan(1);
  });
});
