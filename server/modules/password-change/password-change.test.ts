import { authorizationKey } from '../../../contract/rules/auth';
import { type SignedUp, signIn, signUp } from '../../../server-test/accounts';
import { blamedFields, call } from '../../../server-test/settings';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';

describe(`POST /api/company/password on ${testDialect()}`, () => {
  let testApp: TestApp;
  let owner: SignedUp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });
  beforeEach(async () => {
    owner = await signUp(testApp.app);
  });

  const change = (body: unknown, token = owner.token) =>
    call(testApp.app, token, 'POST', '/api/company/password', body);
  const accountStatus = async (token: string) => (await call(testApp.app, token, 'GET', '/api/account')).statusCode;

  it('changes the password, keeps this session and ends the others', async () => {
    const other = (await signIn(testApp.app, owner.body.email, owner.body.password)).json();
    const response = await change({ currentPassword: owner.body.password, newPassword: 'brand new secret' });
    expect(response.statusCode).toBe(204);
    expect(await accountStatus(owner.token)).toBe(200);
    expect(await accountStatus(other.token)).toBe(401);
    expect((await signIn(testApp.app, owner.body.email, owner.body.password)).statusCode).toBe(401);
    expect((await signIn(testApp.app, owner.body.email, 'brand new secret')).statusCode).toBe(200);
  });

  it('answers a wrong current password with a field error and changes nothing', async () => {
    const other = (await signIn(testApp.app, owner.body.email, owner.body.password)).json();
    const response = await change({ currentPassword: 'not my password', newPassword: 'brand new secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'body/currentPassword', reason: 'incorrect' }]);
    expect(await accountStatus(other.token)).toBe(200);
    expect((await signIn(testApp.app, owner.body.email, owner.body.password)).statusCode).toBe(200);
  });

  it.each([
    ['an empty current password', { currentPassword: '' }, 'body/currentPassword'],
    ['a new password of 5 characters', { newPassword: '12345' }, 'body/newPassword'],
    ['a 10 kB new password', { newPassword: 'x'.repeat(10_000) }, 'body/newPassword'],
    ['a numeric new password', { newPassword: 1234567 }, 'body/newPassword'],
  ])('refuses %s', async (_label, override, field) => {
    const response = await change({
      currentPassword: owner.body.password,
      newPassword: 'brand new secret',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(blamedFields(response)).toContain(field);
    expect((await signIn(testApp.app, owner.body.email, owner.body.password)).statusCode).toBe(200);
  });
});

describe(`POST /api/company/password against guessing on ${testDialect()}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { RATE_LIMIT_CHANGE_PASSWORD_IP: '4/1m', RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT: '3/1m' },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const change = (token: string, currentPassword: string, ip: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/company/password',
      remoteAddress: ip,
      headers: { [authorizationKey]: token },
      payload: { currentPassword, newPassword: 'brand new secret' },
    });
  const eventTypes = async (token: string): Promise<string[]> =>
    (await call(testApp.app, token, 'GET', '/api/company/security-events?limit=100'))
      .json()
      .events.map((event: { type: string }) => event.type);

  it('stops guesses per company, even the right one, and records each failed change', async () => {
    const owner = await signUp(testApp.app);
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      expect((await change(owner.token, 'a wrong guess', ip)).statusCode).toBe(400);
    }
    const limited = await change(owner.token, owner.body.password, '192.0.2.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await signIn(testApp.app, owner.body.email, owner.body.password)).statusCode).toBe(200);
    const types = await eventTypes(owner.token);
    expect(types.filter((type) => type === 'password-change-failed')).toHaveLength(3);
    expect(types).not.toContain('password-changed');
  });

  it('stops guesses per IP across companies', async () => {
    const ip = '198.51.100.77';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const owner = await signUp(testApp.app);
      expect((await change(owner.token, 'a wrong guess', ip)).statusCode).toBe(400);
    }
    const fifth = await signUp(testApp.app);
    expect((await change(fifth.token, fifth.body.password, ip)).statusCode).toBe(429);
    expect((await change(fifth.token, fifth.body.password, '198.51.100.78')).statusCode).toBe(204);
    expect(await eventTypes(fifth.token)).toContain('password-changed');
  });
});
