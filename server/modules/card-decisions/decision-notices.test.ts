import type { Language } from '../../../contract/rules/languages';
import { mailbox } from '../../../server-test/accounts';
import { activatedDevice } from '../../../server-test/cards';
import { acceptBody, postDecision, uploadOptionsCard } from '../../../server-test/decisions';
import { call } from '../../../server-test/settings';
import { type TestApp, createTestApp, logCollector } from '../../../server-test/test-app';
import { createTestClock } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';

describe(`the clinic's e-mail about each answer, and no answer in the log, on ${testDialect()}`, () => {
  const time = createTestClock('2026-11-23T09:00:00.000Z');
  const mail = mailbox();
  const logs = logCollector();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      clock: time.clock,
      onMailQueued: mail.onMailQueued,
      logStream: logs.stream,
      env: { LOG_LEVEL: 'debug' },
    });
  });
  afterAll(() => testApp.close());

  const outbox = (companyId: string) =>
    testApp.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('kind', 'like', 'decision-%')
      .orderBy('created_at')
      .execute();
  // One answer a second, so the outbox's order is the answers'.
  const answer = (link: string, body: Record<string, unknown>) => {
    time.advance(1000);
    return postDecision(testApp.app, link, body);
  };

  it.each<[Language, string, string, string]>([
    ['en', 'Dentiqo 3D: Olena Kovalenko accepted a treatment plan', 'the option "Bridge"', '$4,030.00'],
    ['ru', 'Dentiqo 3D: Olena Kovalenko: план лечения принят', 'вариант «Bridge»', '4030,00'],
    ['uk', 'Dentiqo 3D: Olena Kovalenko: план лікування прийнято', 'варіант «Bridge»', '4030,00'],
  ])(
    'e-mails each new answer once, in the company language (%s), with a link to Shared plans',
    async (language, subject, option, total) => {
      const device = await activatedDevice(testApp.app, mail, { language });
      await call(testApp.app, device.owner.token, 'PUT', '/api/company/profile', {
        country: 'UA',
        city: 'Kyiv',
        ceo: 'Dr. Ivanenko',
        contactPerson: '',
        phone: '+380 44 123 4567',
        address: '12 Khreshchatyk St',
        website: '',
      });
      const card = await uploadOptionsCard(testApp.app, device);
      const accept = { ...acceptBody(1), requestId: crypto.randomUUID() };
      await answer(card.previewLink, accept);
      await answer(card.previewLink, accept);
      await answer(card.previewLink, { kind: 'declined', reason: 'Too far' });
      await answer(card.previewLink, { kind: 'question', message: 'Is it painful?' });
      await answer(card.previewLink, {
        kind: 'call-request',
        phone: '067 123 4567',
        preferredTime: '18:00',
      });
      const rows = await outbox(device.companyId);
      expect(rows.map((row) => row.kind)).toEqual([
        'decision-accepted',
        'decision-declined',
        'decision-question',
        'decision-call-request',
      ]);
      for (const row of rows) {
        expect(row.to_address).toBe(device.owner.body.email);
        expect(row.text_body).toContain('http://localhost:3000/company');
        expect(row.text_body).toContain('Olena Kovalenko');
      }
      const [accepted, declined, question, callRequest] = rows;
      expect(accepted!.subject).toBe(subject);
      expect(accepted!.text_body).toContain(option);
      expect(accepted!.text_body.replace(/\s/g, '')).toContain(total.replace(/\s/g, ''));
      expect(declined!.text_body).toContain('Too far');
      expect(question!.text_body).toContain('Is it painful?');
      expect(callRequest!.text_body).toContain('+380 67 123 4567');
      expect(callRequest!.text_body).toContain('18:00');
    },
  );

  it('logs none of what the patient typed', async () => {
    const device = await activatedDevice(testApp.app, mail);
    const card = await uploadOptionsCard(testApp.app, device);
    logs.lines.length = 0;
    await answer(card.previewLink, { ...acceptBody(0), fullName: 'Zoryana Secretname' });
    await answer(card.previewLink, { kind: 'question', message: 'Private question text' });
    await answer(card.previewLink, { kind: 'call-request', phone: '+380501234567' });
    await answer(card.previewLink, { kind: 'call-request', phone: 'bad phone 42' });
    expect(logs.lines.length).toBeGreaterThan(0);
    const logged = JSON.stringify(logs.lines);
    for (const typed of ['Secretname', 'Private question', '501234567', '50 123 4567', 'bad phone 42']) {
      expect(logged).not.toContain(typed);
    }
  });
});
