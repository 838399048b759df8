import { decisionsPerIpPerHour, decisionsPerLinkPerHour } from '../../../contract/rules/card-decisions';
import { mailbox } from '../../../server-test/accounts';
import { activatedDevice } from '../../../server-test/cards';
import { postDecision, uploadOptionsCard } from '../../../server-test/decisions';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { createTestClock, minutes } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';
import { parseRateLimits } from '../../config-rate-limits';

const hour = 3_600_000;

describe(`the patient's answers are rate-limited per link and per address on ${testDialect()}`, () => {
  const time = createTestClock('2026-11-23T09:00:00.000Z');
  const mail = mailbox();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      clock: time.clock,
      onMailQueued: mail.onMailQueued,
      env: {
        RATE_LIMIT_CARD_DECISION_ACCOUNT: `${decisionsPerLinkPerHour}/1h`,
        RATE_LIMIT_CARD_DECISION_IP: `${decisionsPerIpPerHour}/1h`,
      },
    });
  });
  afterAll(() => testApp.close());

  it('defaults to the contract limits: 10 per link and 30 per address an hour', () => {
    expect(parseRateLimits({}, [])['card-decision']).toEqual({
      account: { max: decisionsPerLinkPerHour, windowMs: hour },
      ip: { max: decisionsPerIpPerHour, windowMs: hour },
    });
  });

  it('refuses the 11th answer on one link within the hour with 429 and Retry-After, from any address', async () => {
    const device = await activatedDevice(testApp.app, mail);
    const card = await uploadOptionsCard(testApp.app, device);
    const other = await uploadOptionsCard(testApp.app, device);
    for (let index = 0; index < decisionsPerLinkPerHour; index += 1) {
      const answered = await postDecision(
        testApp.app,
        card.previewLink,
        { kind: 'declined' },
        { ip: `192.0.2.${index}` },
      );
      expect(answered.statusCode).toBe(201);
    }
    const refused = await postDecision(testApp.app, card.previewLink, { kind: 'declined' }, { ip: '192.0.2.99' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postDecision(testApp.app, other.previewLink, { kind: 'declined' })).statusCode).toBe(201);
    time.advance(minutes(61));
    expect((await postDecision(testApp.app, card.previewLink, { kind: 'declined' })).statusCode).toBe(201);
  });

  it('refuses the 31st answer from one address within the hour, whatever the link', async () => {
    time.advance(minutes(61));
    const device = await activatedDevice(testApp.app, mail);
    const cards = await Promise.all([1, 2, 3, 4].map(() => uploadOptionsCard(testApp.app, device)));
    for (let index = 0; index < decisionsPerIpPerHour; index += 1) {
      const answered = await postDecision(
        testApp.app,
        cards[index % 4]!.previewLink,
        { kind: 'declined' },
        { ip: '198.51.100.5' },
      );
      expect(answered.statusCode).toBe(201);
    }
    const refused = await postDecision(
      testApp.app,
      cards[0]!.previewLink,
      { kind: 'declined' },
      { ip: '198.51.100.5' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const elsewhere = await postDecision(
      testApp.app,
      cards[3]!.previewLink,
      { kind: 'declined' },
      { ip: '198.51.100.6' },
    );
    expect(elsewhere.statusCode).toBe(201);
  });
});
