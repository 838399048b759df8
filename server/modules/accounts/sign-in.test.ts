import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';
import {
  addStaff,
  countRows,
  mailbox,
  post,
  signIn,
  signUp,
  uniqueEmail,
  withToken,
} from '../../../server-test/accounts';
import { confirmedCompany } from '../../../server-test/licensing';

describe(`sign-in, sign-out and the account on ${testDialect()}`, () => {
  const mail = mailbox();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ onMailQueued: mail.onMailQueued });
  });
  afterAll(async () => {
    await testApp.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe('POST /api/auth/sign-in', () => {
    it('signs in with the e-mail in any case and answers a new session', async () => {
      const { body, token: signUpToken, account } = await signUp(testApp.app);
      const response = await signIn(testApp.app, body.email.toUpperCase(), body.password);
      expect(response.statusCode).toBe(200);
      const session = response.json();
      expect(session).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), account });
      expect(session.token).not.toBe(signUpToken);

      for (const token of [signUpToken, session.token]) {
        const me = await testApp.app.inject({ url: '/api/account', headers: withToken(token) });
        expect(me.statusCode).toBe(200);
      }
    });

    it('answers the same 401 for a wrong password and an unknown login', async () => {
      const { body } = await signUp(testApp.app);
      const wrong = await signIn(testApp.app, body.email, 'not the password');
      const unknown = await signIn(testApp.app, uniqueEmail('nobody'), body.password);
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        const { requestId: _, ...problem } = response.json();
        expect(problem).toEqual({
          type: 'about:blank',
          title: 'Unauthorized',
          status: 401,
          code: 'INVALID_CREDENTIALS',
        });
      }
    });

    it('spends an argon2 verification on an unknown login too', async () => {
      const dummy = jest.spyOn(testApp.passwords, 'verifyAgainstNothing');
      const real = jest.spyOn(testApp.passwords, 'verify');
      await signIn(testApp.app, uniqueEmail('ghost'), 'whatever1');
      expect(dummy).toHaveBeenCalledTimes(1);
      expect(real).toHaveBeenCalledTimes(1);
    });

    it('takes about as long for an unknown login as for a wrong password', async () => {
      // At production cost: the suites' low one takes microseconds, which a missing dummy check would not show.
      const production = await createTestApp({ env: { ARGON2_MEMORY_KIB: '19456', ARGON2_ITERATIONS: '2' } });
      try {
        const { body } = await signUp(production.app);
        const time = async (login: string) => {
          const started = performance.now();
          await signIn(production.app, login, 'wrong password');
          return performance.now() - started;
        };
        const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
        const known: number[] = [];
        const unknown: number[] = [];
        for (let round = 0; round < 7; round += 1) {
          known.push(await time(body.email));
          unknown.push(await time(uniqueEmail('ghost')));
        }
        // Both pay for one argon2id verification (milliseconds); without the dummy check the unknown one is far faster.
        expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
      } finally {
        await production.close();
      }
    });

    it('tells a doctor, once the password is right, to use the desktop app, and starts no session', async () => {
      // Confirmed: staff management needs it.
      const { token } = await confirmedCompany(testApp.app, mail);
      const doctor = await addStaff(testApp.app, token, { role: 'doctor' });
      const before = await countRows(testApp.db);

      const wrong = await signIn(testApp.app, doctor.body.login, 'not the password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
      const right = await signIn(testApp.app, doctor.body.login, doctor.body.password);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toMatchObject({ status: 403, code: 'DOCTOR_WEB_SIGN_IN' });
      expect(await countRows(testApp.db)).toEqual(before);
    });

    it.each([
      ['an SQL-looking login', "' OR 1=1 --"],
      ['an SQL-looking e-mail', "admin'--@example.com"],
      ['a unicode login', 'клиника@пример.рф'],
      ['an emoji login', '🦷@🦷.com'],
    ])('answers 401 for %s', async (_, login) => {
      const response = await signIn(testApp.app, login, 'anything');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('INVALID_CREDENTIALS');
    });

    it.each([
      ['an empty object', {}, ['body/login', 'body/password']],
      ['no password', { login: 'a@b.co' }, ['body/password']],
      ['a numeric login', { login: 5, password: 'secret1' }, ['body/login']],
      ['an object password', { login: 'a@b.co', password: { $ne: '' } }, ['body/password']],
      ['an empty login', { login: '', password: 'secret1' }, ['body/login']],
      ['an empty password', { login: 'a@b.co', password: '' }, ['body/password']],
      ['a 10 kB login', { login: 'x'.repeat(10_240), password: 'secret1' }, ['body/login']],
      ['a 10 kB password', { login: 'a@b.co', password: 'x'.repeat(10_240) }, ['body/password']],
      ['an extra field', { login: 'a@b.co', password: 'secret1', remember: true }, ['body/remember']],
      ['a NUL in the login', { login: 'a\u0000@b.co', password: 'secret1' }, ['body/login']],
    ])('answers 400 naming the field for %s, writing nothing', async (_, body, fields) => {
      const before = await countRows(testApp.db);
      const response = await post(testApp.app, '/api/auth/sign-in', body);
      expect(response.statusCode).toBe(400);
      const problem = response.json();
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.errors.map((error: { field: string }) => error.field).sort()).toEqual(fields);
      expect(await countRows(testApp.db)).toEqual(before);
    });

    it('answers 400 for broken JSON', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: '{login:',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    });
  });

  describe('POST /api/auth/sign-out', () => {
    it('revokes the current session only', async () => {
      const { body, token } = await signUp(testApp.app);
      const other = (await signIn(testApp.app, body.email, body.password)).json().token;

      const response = await post(testApp.app, '/api/auth/sign-out', undefined, withToken(token));
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');

      const revoked = await testApp.app.inject({ url: '/api/account', headers: withToken(token) });
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json().code).toBe('UNAUTHORIZED');
      const still = await testApp.app.inject({ url: '/api/account', headers: withToken(other) });
      expect(still.statusCode).toBe(200);

      const again = await post(testApp.app, '/api/auth/sign-out', undefined, withToken(token));
      expect(again.statusCode).toBe(401);
    });

    it('answers 401 without a session', async () => {
      const response = await post(testApp.app, '/api/auth/sign-out');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    });
  });

  describe('GET /api/account', () => {
    it.each([
      ['no header', {}],
      ['an empty header', { 'api-company-authorization': '' }],
      ['a malformed token', { 'api-company-authorization': 'not a token' }],
      ['a Bearer prefix', { 'api-company-authorization': `Bearer ${'a'.repeat(43)}` }],
      ['an unknown token', { 'api-company-authorization': 'A'.repeat(43) }],
      ['an SQL-looking token', { 'api-company-authorization': "' OR 1=1 --" }],
      ['a 10 kB token', { 'api-company-authorization': 'a'.repeat(10_240) }],
    ])('answers 401 UNAUTHORIZED for %s', async (_, headers) => {
      const response = await testApp.app.inject({ url: '/api/account', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    });

    it('reads the token only from its own header', async () => {
      const { token } = await signUp(testApp.app);
      const response = await testApp.app.inject({
        url: `/api/account?api-company-authorization=${token}`,
        headers: { authorization: `Bearer ${token}`, cookie: `api-company-authorization=${token}` },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
