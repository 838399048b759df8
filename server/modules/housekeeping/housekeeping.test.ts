import { post, signUp, withToken } from '../../../server-test/accounts';
import { queueTestMail, recordingTransport, silentLog } from '../../../server-test/mail';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { createTestClock, days } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';
import { createMailSender } from '../mail/sender';
import { purgeStaleRows } from './service';

describe(`housekeeping on ${testDialect()}`, () => {
  const time = createTestClock();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: time.clock, env: { RATE_LIMIT_SIGN_IN_IP: '100/1m' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('drops ended sessions, old links, ended rate-limit windows, old sent mail and year-old security events, and nothing live', async () => {
    const gone = await signUp(testApp.app);
    await post(testApp.app, '/api/auth/sign-out', undefined, withToken(gone.token));
    await post(testApp.app, '/api/auth/sign-in', { login: gone.body.email, password: 'wrong password' });
    await queueTestMail(testApp.db, time.now());
    await createMailSender({
      db: testApp.db,
      transport: recordingTransport(),
      from: 'x@dentiqo.example',
      clock: time.clock,
      log: silentLog,
      maxAttempts: 1,
      retryBaseMs: 1000,
      retryMaxMs: 1000,
    }).runOnce();

    expect(await purgeStaleRows(testApp.db, time.now())).toEqual({
      sessions: 0,
      linkTokens: 0,
      rateLimitWindows: 0,
      sentMail: 0,
      securityEvents: 0,
      expiredCardDecisions: 0,
    });

    time.advance(days(31));
    const live = await signUp(testApp.app);
    expect(await purgeStaleRows(testApp.db, time.now())).toEqual({
      sessions: 1,
      linkTokens: 0,
      rateLimitWindows: 1,
      // The confirmation of `gone` and the test message, both delivered 31 days ago.
      sentMail: 2,
      securityEvents: 0,
      expiredCardDecisions: 0,
    });
    time.advance(days(2));
    expect((await purgeStaleRows(testApp.db, time.now())).linkTokens).toBe(1);

    const me = await testApp.app.inject({ url: '/api/account', headers: withToken(live.token) });
    expect(me.statusCode).toBe(200);

    // The failed sign-in of `gone`, a year and a day ago.
    time.advance(days(333));
    expect((await purgeStaleRows(testApp.db, time.now())).securityEvents).toBe(1);
  });
});
