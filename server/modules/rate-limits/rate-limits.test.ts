import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type RateLimitedAction, rateLimitVariable } from '../../config-rate-limits';
import { createDb } from '../../db/create-db';
import { countRows, mailbox, signUp, signUpBody, uniqueEmail, withToken } from '../../../server-test/accounts';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { createTestClock, minutes } from '../../../server-test/test-clock';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';
import { consumeRateLimit, purgeEndedWindows } from './service';

const from = (ip: string, options: InjectOptions): InjectOptions => ({ ...options, remoteAddress: ip });
const json = (url: string, payload: object, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url,
  payload,
  headers,
});

const expectLimited = (response: LightMyRequestResponse, retryAfter: number) => {
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBe(String(retryAfter));
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', title: 'Too Many Requests' });
};

describe(`rate limits on ${testDialect()}`, () => {
  const time = createTestClock();
  const mail = mailbox();
  let testApp: TestApp;

  const limits = (action: RateLimitedAction, ip: string, account: string) => ({
    [rateLimitVariable(action, 'ip')]: ip,
    [rateLimitVariable(action, 'account')]: account,
  });

  beforeAll(async () => {
    testApp = await createTestApp({
      clock: time.clock,
      onMailQueued: mail.onMailQueued,
      env: {
        ...limits('sign-in', '3/1m', '2/1m'),
        ...limits('sign-up', '3/1h', '2/1h'),
        ...limits('confirmation-email', '3/1h', '2/1h'),
        ...limits('forgot-password', '3/1h', '2/1h'),
        ...limits('reset-password', '3/15m', '2/15m'),
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const signInAs = (ip: string, login: string) =>
    inject(from(ip, json('/api/auth/sign-in', { login, password: 'wrong password' })));

  describe('sign-in', () => {
    it('allows 3 a minute per IP, then 429 with Retry-After, counting down and starting over', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await signInAs('10.1.0.1', uniqueEmail())).statusCode).toBe(401);
      }
      expectLimited(await signInAs('10.1.0.1', uniqueEmail()), 60);
      time.advance(20_000);
      expectLimited(await signInAs('10.1.0.1', uniqueEmail()), 40);
      expect((await signInAs('10.1.0.2', uniqueEmail())).statusCode).toBe(401);
      time.advance(40_000);
      expect((await signInAs('10.1.0.1', uniqueEmail())).statusCode).toBe(401);
    });

    it('allows 2 a minute per login from any IPs, whatever its case', async () => {
      const login = uniqueEmail('target');
      expect((await signInAs('10.2.0.1', login)).statusCode).toBe(401);
      expect((await signInAs('10.2.0.2', login.toUpperCase())).statusCode).toBe(401);
      expectLimited(await signInAs('10.2.0.3', ` ${login} `.trim()), 60);
      expect((await signInAs('10.2.0.4', uniqueEmail('other'))).statusCode).toBe(401);
    });

    it('refuses the right password too while limited, so guessing cannot continue', async () => {
      const { body } = await signUp(testApp.app, {}, '10.3.9.1');
      await signInAs('10.3.0.1', body.email);
      await signInAs('10.3.0.2', body.email);
      const right = await inject(
        from('10.3.0.3', json('/api/auth/sign-in', { login: body.email, password: body.password })),
      );
      expectLimited(right, 60);
    });

    it('counts malformed requests against the IP', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await inject(from('10.4.0.1', json('/api/auth/sign-in', {})))).statusCode).toBe(400);
      }
      expectLimited(await inject(from('10.4.0.1', json('/api/auth/sign-in', {}))), 60);
    });
  });

  describe('sign-up', () => {
    it('limits per IP and per e-mail, writing nothing when refused', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await inject(from('10.5.0.1', json('/api/auth/sign-up', signUpBody())))).statusCode).toBe(201);
      }
      const before = await countRows(testApp.db);
      expectLimited(await inject(from('10.5.0.1', json('/api/auth/sign-up', signUpBody()))), 3600);
      expect(await countRows(testApp.db)).toEqual(before);

      const email = uniqueEmail('popular');
      expect((await inject(from('10.5.1.1', json('/api/auth/sign-up', signUpBody({ email }))))).statusCode).toBe(201);
      expect((await inject(from('10.5.1.2', json('/api/auth/sign-up', signUpBody({ email }))))).statusCode).toBe(409);
      expectLimited(await inject(from('10.5.1.3', json('/api/auth/sign-up', signUpBody({ email })))), 3600);
    });
  });

  describe('resend confirmation', () => {
    it('limits per company across its sessions and IPs, and per IP', async () => {
      const { token, body } = await signUp(testApp.app, {}, '10.6.9.1');
      const second = await inject(
        from('10.6.9.2', json('/api/auth/sign-in', { login: body.email, password: body.password })),
      );
      const resend = (ip: string, sessionToken: string) =>
        inject(from(ip, { method: 'POST', url: '/api/auth/confirmation-email', headers: withToken(sessionToken) }));
      expect((await resend('10.6.0.1', token)).statusCode).toBe(202);
      expect((await resend('10.6.0.2', second.json().token)).statusCode).toBe(202);
      const before = await countRows(testApp.db);
      expectLimited(await resend('10.6.0.3', token), 3600);
      expect(await countRows(testApp.db)).toEqual(before);

      const one = await signUp(testApp.app, {}, '10.6.9.3');
      const two = await signUp(testApp.app, {}, '10.6.9.4');
      expect((await resend('10.6.1.1', one.token)).statusCode).toBe(202);
      expect((await resend('10.6.1.1', one.token)).statusCode).toBe(202);
      expect((await resend('10.6.1.1', two.token)).statusCode).toBe(202);
      expectLimited(await resend('10.6.1.1', two.token), 3600);
    });
  });

  describe('forgot password', () => {
    it('limits per e-mail (known or not) and per IP, queueing nothing when refused', async () => {
      const { body } = await signUp(testApp.app, {}, '10.7.9.1');
      const forgot = (ip: string, email: string) => inject(from(ip, json('/api/auth/forgot-password', { email })));
      expect((await forgot('10.7.0.1', body.email)).statusCode).toBe(202);
      expect((await forgot('10.7.0.2', body.email)).statusCode).toBe(202);
      const queued = mail.mails.length;
      expectLimited(await forgot('10.7.0.3', body.email.toUpperCase()), 3600);
      expect(mail.mails.length).toBe(queued);

      const stranger = uniqueEmail('stranger');
      await forgot('10.7.1.1', stranger);
      await forgot('10.7.1.2', stranger);
      expectLimited(await forgot('10.7.1.3', stranger), 3600);

      await forgot('10.7.2.1', uniqueEmail());
      await forgot('10.7.2.1', uniqueEmail());
      await forgot('10.7.2.1', uniqueEmail());
      expectLimited(await forgot('10.7.2.1', uniqueEmail()), 3600);
    });
  });

  describe('reset password', () => {
    it('limits per link and per IP', async () => {
      const reset = (ip: string, token: string) =>
        inject(from(ip, json('/api/auth/reset-password', { token, password: 'new password' })));
      const guessed = 'G'.repeat(43);
      expect((await reset('10.8.0.1', guessed)).statusCode).toBe(404);
      expect((await reset('10.8.0.2', guessed)).statusCode).toBe(404);
      expectLimited(await reset('10.8.0.3', guessed), 900);

      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await reset('10.8.1.1', `${attempt}`.repeat(43))).statusCode).toBe(404);
      }
      expectLimited(await reset('10.8.1.1', 'z'.repeat(43)), 900);
    });
  });

  it('keeps no e-mail address or IP in the rate_limits table', async () => {
    const login = uniqueEmail('private');
    await signInAs('10.9.0.1', login);
    const keys = (await testApp.db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join('\n')).not.toContain(login);
    expect(keys.join('\n')).not.toContain('10.9.0.1');
    for (const key of keys) expect(key).toMatch(/^[a-z-]+:(ip|account):[A-Za-z0-9_-]{32}$/);
  });

  it('purges windows that have ended', async () => {
    await signInAs('10.10.0.1', uniqueEmail());
    time.advance(minutes(61));
    expect(await purgeEndedWindows(testApp.db, time.now())).toBeGreaterThan(0);
    const left = await testApp.db
      .selectFrom('rate_limits')
      .select('window_ends_at')
      .where('window_ends_at', '<=', time.now().toISOString())
      .execute();
    expect(left).toEqual([]);
  });
});

describe(`rate limits shared by several server processes on ${testDialect()}`, () => {
  let testDb: TestDb;
  let otherConnection: TestDb;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    testDb = await createTestDb();
    // A second connection (pool) to the same database, as another server process would open.
    otherConnection = { ...createDb(testDb.databaseUrl), databaseUrl: testDb.databaseUrl };
    const env = { RATE_LIMIT_SIGN_IN_IP: '4/1m' };
    first = await createTestApp({ sharedDb: testDb, env });
    second = await createTestApp({ sharedDb: otherConnection, env });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await otherConnection.destroy();
    await testDb.destroy();
  });

  it('counts one client across processes', async () => {
    const attempt = (app: TestApp) =>
      app.app.inject(from('10.20.0.1', json('/api/auth/sign-in', { login: uniqueEmail(), password: 'secret' })));
    const statuses = [];
    for (const app of [first, second, first, second, first, second]) statuses.push((await attempt(app)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('never lets more through than the limit under concurrent hits', async () => {
    const limit = { max: 5, windowMs: 60_000 };
    const now = new Date();
    const verdicts = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        consumeRateLimit((index % 2 ? first : second).db, 'sign-in', 'ip', 'burst', limit, now),
      ),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });
});

describe('rate limits behind a proxy', () => {
  const attempt = (app: TestApp, forwardedFor: string) =>
    app.app.inject({
      ...json('/api/auth/sign-in', { login: uniqueEmail(), password: 'secret' }, { 'x-forwarded-for': forwardedFor }),
      remoteAddress: '192.0.2.10',
    });

  it('counts the client from X-Forwarded-For when TRUST_PROXY allows it', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_SIGN_IN_IP: '1/1m', TRUST_PROXY: '192.0.2.10' } });
    try {
      expect((await attempt(app, '203.0.113.1')).statusCode).toBe(401);
      expect((await attempt(app, '203.0.113.2')).statusCode).toBe(401);
      expect((await attempt(app, '203.0.113.1')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-For otherwise, so a client cannot pick a fresh address per request', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_SIGN_IN_IP: '1/1m' } });
    try {
      expect((await attempt(app, '203.0.113.1')).statusCode).toBe(401);
      expect((await attempt(app, '203.0.113.2')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
