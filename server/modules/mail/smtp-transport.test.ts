import { iso } from '../../clock';
import { queueTestMail, silentLog } from '../../../server-test/mail';
import { type SmtpSink, startSmtpSink } from '../../../server-test/smtp-sink';
import { createTestClock, minutes } from '../../../server-test/test-clock';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';
import { type MailSenderOptions, createMailSender } from './sender';
import { createSmtpTransport } from './smtp-transport';
import type { MailTransport } from './transport';

describe(`SMTP delivery on ${testDialect()}`, () => {
  const time = createTestClock();
  let testDb: TestDb;
  const transports: MailTransport[] = [];
  const sinks: SmtpSink[] = [];

  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    for (const transport of transports) transport.close();
    for (const sink of sinks) await sink.stop();
    await testDb.destroy();
  });
  beforeEach(async () => {
    await testDb.db.deleteFrom('mail_outbox').execute();
  });

  const transportFor = (url: string) => {
    const transport = createSmtpTransport(url, { connectionMs: 2000, greetingMs: 2000, socketMs: 2000 });
    transports.push(transport);
    return transport;
  };
  const sink = async (port?: number) => {
    const started = await startSmtpSink(port);
    sinks.push(started);
    return started;
  };
  const sender = (transport: MailTransport, overrides: Partial<MailSenderOptions> = {}) =>
    createMailSender({
      db: testDb.db,
      transport,
      from: '"Dentiqo 3D" <no-reply@dentiqo.example>',
      clock: time.clock,
      log: silentLog,
      maxAttempts: 5,
      retryBaseMs: 60_000,
      retryMaxMs: 3_600_000,
      random: () => 0,
      ...overrides,
    });
  const rowOf = (id: string) =>
    testDb.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('delivers through SMTP with the credentials of the URL', async () => {
    const server = await sink();
    const queued = await queueTestMail(testDb.db, time.now(), { to: 'Owner@Clinic.example' });
    expect(await sender(transportFor(`smtp://mailer:s%40cret@127.0.0.1:${server.port}`)).runOnce()).toBe(1);
    expect(server.logins).toEqual(['mailer:s@cret']);
    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    expect(message?.messageId).toBe(`<${queued.id}@dentiqo.example>`);
    expect(message?.subject).toBe('Confirm your e-mail address for Dentiqo 3D');
    expect(message?.text).toContain(queued.link);
    expect(message?.html).toContain(`href="${queued.link}"`);
    expect(await rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it.each([451, 421])(
    'keeps a message the server refuses with %i, backs off, and delivers it once after the server recovers',
    async (code) => {
      const server = await sink();
      server.refuseWith = code;
      const queued = await queueTestMail(testDb.db, time.now());
      const loop = sender(transportFor(server.url));

      expect(await loop.runOnce()).toBe(1);
      const refused = await rowOf(queued.id);
      expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
      expect(refused.last_error).toContain(String(code));
      // random() = 0: the first retry waits half of the 60 s base step.
      expect(refused.next_attempt_at).toBe(iso(new Date(time.now().getTime() + 30_000)));

      time.advance(30_000);
      expect(await loop.runOnce()).toBe(1);
      expect(await rowOf(queued.id)).toMatchObject({ status: 'pending', attempts: 2 });
      expect(server.received).toEqual([]);

      server.refuseWith = null;
      time.advance(59_999);
      expect(await loop.runOnce()).toBe(0);
      time.advance(1);
      expect(await loop.runOnce()).toBe(1);
      expect(await loop.runOnce()).toBe(0);

      expect(server.recipientAttempts).toBe(3);
      expect(server.received.map((message) => message.messageId)).toEqual([`<${queued.id}@dentiqo.example>`]);
      expect(await rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    },
  );

  it('loses nothing while the mail server is down and delivers once it is up', async () => {
    const probe = await startSmtpSink();
    const port = probe.port;
    await probe.stop();
    const queued = await Promise.all([queueTestMail(testDb.db, time.now()), queueTestMail(testDb.db, time.now())]);
    const loop = sender(transportFor(`smtp://127.0.0.1:${port}`));

    expect(await loop.runOnce()).toBe(2);
    for (const mail of queued) {
      const row = await rowOf(mail.id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toMatch(/ECONNREFUSED/);
    }

    const server = await sink(port);
    time.advance(minutes(1));
    expect(await loop.runOnce()).toBe(2);
    expect(server.received.map((message) => message.messageId).sort()).toEqual(
      queued.map((mail) => `<${mail.id}@dentiqo.example>`).sort(),
    );
    for (const mail of queued) expect(await rowOf(mail.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
