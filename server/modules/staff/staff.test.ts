import { type SignedUp, signIn, signUp, uniqueLogin } from '../../testing/accounts';
import { blamedFields, call } from '../../testing/settings';
import { type TestApp, createTestApp } from '../../testing/test-app';
import { testDialect } from '../../testing/test-db';

describe(`/api/company/staff and staff sign-in on ${testDialect()}`, () => {
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

  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = owner.token) =>
    call(testApp.app, token, method, url, body);
  const member = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Iryna',
    lastName: 'Shevchenko',
    login: uniqueLogin(),
    role: 'doctor',
    password: 'doctor pass',
    ...overrides,
  });
  const add = async (body = member()) => {
    const response = await request('POST', '/api/company/staff', body);
    if (response.statusCode !== 201) throw new Error(`add answered ${response.statusCode}: ${response.body}`);
    return { ...response.json(), body };
  };

  it('adds, lists, edits and removes a member without exposing the password', async () => {
    const added = await add();
    expect(added).toMatchObject({
      firstName: 'Iryna',
      lastName: 'Shevchenko',
      login: added.body.login,
      role: 'doctor',
    });
    expect(added).not.toHaveProperty('password');
    const { staff } = (await request('GET', '/api/company/staff')).json();
    expect(staff).toEqual([expect.objectContaining({ id: added.id })]);

    const edited = await request('PUT', `/api/company/staff/${added.id}`, {
      firstName: 'Iryna',
      lastName: 'Bondar',
      login: added.body.login,
      role: 'admin',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ lastName: 'Bondar', role: 'admin' });

    expect((await request('DELETE', `/api/company/staff/${added.id}`)).statusCode).toBe(204);
    expect((await request('GET', '/api/company/staff')).json().staff).toEqual([]);
    expect((await request('DELETE', `/api/company/staff/${added.id}`)).statusCode).toBe(404);
  });

  it('keeps logins unique across companies, case-insensitively', async () => {
    const login = uniqueLogin('Front.Desk');
    await add(member({ login }));
    const other = await signUp(testApp.app);
    const taken = await request('POST', '/api/company/staff', member({ login: login.toLowerCase() }), other.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'LOGIN_TAKEN', errors: [{ field: 'body/login', reason: 'taken' }] });
  });

  it('refuses to rename a member to a login someone else has', async () => {
    const first = await add();
    const second = await add();
    const response = await request('PUT', `/api/company/staff/${second.id}`, { ...member(), login: first.body.login });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    ['an empty login', { login: '' }, 'body/login'],
    ['a login with @ (could pass for an e-mail)', { login: 'someone@example.com' }, 'body/login'],
    ['a login with spaces', { login: 'dr who' }, 'body/login'],
    ['a 10 kB login', { login: 'x'.repeat(10_000) }, 'body/login'],
    ['an empty first name', { firstName: '' }, 'body/firstName'],
    ['a 10 kB last name', { lastName: 'x'.repeat(10_000) }, 'body/lastName'],
    ['an unknown role', { role: 'owner' }, 'body/role'],
    ['a short password', { password: '12345' }, 'body/password'],
    ['no password', { password: undefined }, 'body/password'],
  ])('refuses %s with 400 naming the field', async (_label, change, field) => {
    const response = await request('POST', '/api/company/staff', member(change));
    expect(response.statusCode).toBe(400);
    expect(blamedFields(response)).toContain(field);
    expect((await request('GET', '/api/company/staff')).json().staff).toEqual([]);
  });

  it('signs an admin in with the login in any case; the admin gets the cabinet but not staff or the password', async () => {
    const admin = await add(member({ role: 'admin', login: uniqueLogin('Admin') }));
    const response = await signIn(testApp.app, admin.body.login.toUpperCase(), 'doctor pass');
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session.account).toMatchObject({ role: 'admin', company: { id: owner.account.company.id } });
    expect((await request('GET', '/api/company/profile', undefined, session.token)).statusCode).toBe(200);
    expect((await request('GET', '/api/price-list', undefined, session.token)).statusCode).toBe(200);
    expect((await request('GET', '/api/company/staff', undefined, session.token)).statusCode).toBe(403);
    expect((await request('POST', '/api/company/staff', member(), session.token)).statusCode).toBe(403);
    const password = { currentPassword: 'doctor pass', newPassword: 'another one' };
    expect((await request('POST', '/api/company/password', password, session.token)).statusCode).toBe(403);
  });

  it('refuses a doctor on the web sign-in with DOCTOR_WEB_SIGN_IN, and a wrong password with 401', async () => {
    const doctor = await add();
    const refused = await signIn(testApp.app, doctor.body.login, 'doctor pass');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('DOCTOR_WEB_SIGN_IN');
    expect((await signIn(testApp.app, doctor.body.login, 'wrong pass')).statusCode).toBe(401);
  });

  it('ends the sessions of a member given a new password, and of a removed member', async () => {
    const admin = await add(member({ role: 'admin' }));
    const session = (await signIn(testApp.app, admin.body.login, 'doctor pass')).json();
    const changed = await request('PUT', `/api/company/staff/${admin.id}`, {
      ...member(),
      login: admin.body.login,
      role: 'admin',
      password: 'new password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await request('GET', '/api/account', undefined, session.token)).statusCode).toBe(401);
    expect((await signIn(testApp.app, admin.body.login, 'doctor pass')).statusCode).toBe(401);
    const again = (await signIn(testApp.app, admin.body.login, 'new password')).json();
    expect((await request('GET', '/api/account', undefined, again.token)).statusCode).toBe(200);

    expect((await request('DELETE', `/api/company/staff/${admin.id}`)).statusCode).toBe(204);
    expect((await request('GET', '/api/account', undefined, again.token)).statusCode).toBe(401);
    expect((await signIn(testApp.app, admin.body.login, 'new password')).statusCode).toBe(401);
  });
});
