import { type SignedUp, signIn, signUp } from '../../testing/accounts';
import { blamedFields, call } from '../../testing/settings';
import { type TestApp, createTestApp } from '../../testing/test-app';
import { testDialect } from '../../testing/test-db';

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
