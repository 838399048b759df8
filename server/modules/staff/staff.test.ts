import { authorizationKey } from '../../../contract/rules/auth';
import { type SignedUp, mailbox, signIn, signUp, uniqueLogin } from '../../../server-test/accounts';
import { confirmedCompany } from '../../../server-test/licensing';
import { blamedFields, call } from '../../../server-test/settings';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';

describe(`/api/company/staff and staff sign-in on ${testDialect()}`, () => {
  const mail = mailbox();
  let testApp: TestApp;
  let owner: SignedUp;

  beforeAll(async () => {
    testApp = await createTestApp({ onMailQueued: mail.onMailQueued });
  });
  afterAll(async () => {
    await testApp.close();
  });
  beforeEach(async () => {
    owner = await confirmedCompany(testApp.app, mail);
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
    const other = await confirmedCompany(testApp.app, mail);
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

// Adding or renaming a member answers LOGIN_TAKEN for any company's login, so these routes could list logins.
describe(`staff logins cannot be enumerated on ${testDialect()}`, () => {
  const mail = mailbox();
  let testApp: TestApp;
  let takenLogin: string;

  beforeAll(async () => {
    testApp = await createTestApp({
      onMailQueued: mail.onMailQueued,
      env: { RATE_LIMIT_STAFF_IP: '5/1h', RATE_LIMIT_STAFF_ACCOUNT: '3/1h' },
    });
    const holder = await confirmedCompany(testApp.app, mail);
    takenLogin = uniqueLogin('taken');
    const added = await call(testApp.app, holder.token, 'POST', '/api/company/staff', {
      firstName: 'Taken',
      lastName: 'Login',
      login: takenLogin,
      role: 'doctor',
      password: 'doctor pass',
    });
    expect(added.statusCode).toBe(201);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const probe = (token: string, login: string, remoteAddress = '203.0.113.9') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/company/staff',
      remoteAddress,
      headers: { [authorizationKey]: token },
      payload: { firstName: 'Probe', lastName: 'Probe', login, role: 'doctor', password: 'doctor pass' },
    });

  it('refuses a company with an unconfirmed e-mail before looking at the login', async () => {
    const stranger = await signUp(testApp.app);
    for (const login of [takenLogin, uniqueLogin('free')]) {
      const response = await probe(stranger.token, login, '203.0.113.1');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_CONFIRMED' });
    }
    expect((await call(testApp.app, stranger.token, 'GET', '/api/company/staff')).json().staff).toEqual([]);
  });

  it('limits additions per company, then per IP, whatever the answer', async () => {
    const prober = await confirmedCompany(testApp.app, mail);
    expect((await probe(prober.token, takenLogin, '203.0.113.2')).statusCode).toBe(409);
    expect((await probe(prober.token, uniqueLogin(), '203.0.113.3')).statusCode).toBe(201);
    expect((await probe(prober.token, takenLogin, '203.0.113.4')).statusCode).toBe(409);
    const limited = await probe(prober.token, takenLogin, '203.0.113.5');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });

    const ip = '203.0.113.50';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const company = await confirmedCompany(testApp.app, mail);
      expect((await probe(company.token, takenLogin, ip)).statusCode).toBe(409);
    }
    const next = await confirmedCompany(testApp.app, mail);
    expect((await probe(next.token, takenLogin, ip)).statusCode).toBe(429);
  });
});
