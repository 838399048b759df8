import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { mailbox, signUp } from '../../../server-test/accounts';
import { silentLog } from '../../../server-test/mail';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { createTestClock } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';
import { createMailTransport, mailDir } from './create-transport';
import { emlFileName } from './file-transport';
import { createMailSender } from './sender';

describe(`.eml files on ${testDialect()}`, () => {
  const time = createTestClock('2026-11-23T10:15:30.123Z');
  const mail = mailbox();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      clock: time.clock,
      onMailQueued: mail.onMailQueued,
      env: { PUBLIC_URL: 'https://dentiqo.example', MAIL_FROM: 'Dentiqo 3D <hello@dentiqo.example>' },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const deliver = async () => {
    const transport = createMailTransport(testApp.config);
    const sender = createMailSender({
      db: testApp.db,
      transport,
      from: testApp.config.mail.from,
      clock: time.clock,
      log: silentLog,
      maxAttempts: 3,
      retryBaseMs: 1000,
      retryMaxMs: 1000,
    });
    await sender.runOnce();
    transport.close();
  };
  const dir = () => mailDir(testApp.config.dataDir);

  it('writes the confirmation e-mail as a complete message in the company language', async () => {
    const { body, account } = await signUp(testApp.app, { language: 'ru', companyName: 'Улыбка & <Ко>' });
    const queued = mail.latest(body.email, 'email-confirmation');
    await deliver();

    const outbox = await testApp.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('company_id', '=', account.company.id)
      .executeTakeFirstOrThrow();
    const file = path.join(dir(), emlFileName({ outboxId: outbox.id, date: new Date(outbox.created_at) }));
    expect(path.basename(file)).toBe(`20261123T101530Z-${outbox.id}.eml`);
    const parsed = await simpleParser(readFileSync(file));

    expect(parsed.messageId).toBe(outbox.message_id);
    expect(parsed.messageId).toBe(`<${outbox.id}@dentiqo.example>`);
    expect(parsed.from?.value).toEqual([{ name: 'Dentiqo 3D', address: 'hello@dentiqo.example' }]);
    expect(parsed.to).toMatchObject({ value: [{ address: body.email.toLowerCase() }] });
    expect(parsed.subject).toBe('Подтвердите адрес e-mail в Dentiqo 3D');
    expect(parsed.date?.toISOString()).toBe('2026-11-23T10:15:30.000Z');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(queued.link).toMatch(/^https:\/\/dentiqo\.example\/submit-profile\/[A-Za-z0-9_-]{43}$/);
    expect(parsed.text).toContain('Здравствуйте, Улыбка & <Ко>!');
    expect(parsed.text).toContain(queued.link);
    expect(parsed.html).toContain('Здравствуйте, Улыбка &amp; &lt;Ко&gt;!');
    expect(parsed.html).toContain(`href="${queued.link}"`);
    expect(parsed.html).toContain('<html lang="ru">');
  });

  it('writes the reset e-mail with its /reset-password/ link', async () => {
    const { body } = await signUp(testApp.app, { language: 'uk' });
    await testApp.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } });
    await deliver();
    const link = mail.latest(body.email, 'password-reset').link;
    expect(link).toMatch(/^https:\/\/dentiqo\.example\/reset-password\/[A-Za-z0-9_-]{43}$/);
    const files = readdirSync(dir()).filter((name) => name.endsWith('.eml'));
    const messages = await Promise.all(files.map((name) => simpleParser(readFileSync(path.join(dir(), name)))));
    const reset = messages.find((message) => message.subject === 'Скидання пароля в Dentiqo 3D');
    expect(reset?.text).toContain(link);
    expect(reset?.text).toContain('Посилання діє 60 хв');
    expect(reset?.html).toContain(`href="${link}"`);
  });

  it('leaves no partial files behind', () => {
    expect(readdirSync(dir()).filter((name) => !name.endsWith('.eml'))).toEqual([]);
  });
});
