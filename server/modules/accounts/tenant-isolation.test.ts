import { type SignedUp, mailbox, post, signIn, signUp, withToken } from '../../../server-test/accounts';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';

/** Every account route; the first test fails when a route is added without being covered here. */
const coveredRoutes = [
  'GET /api/account',
  'POST /api/auth/confirm-email',
  'POST /api/auth/confirmation-email',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  'POST /api/auth/sign-up',
];

describe(`company A never reads or changes company B on ${testDialect()}`, () => {
  const mail = mailbox();
  let testApp: TestApp;
  let a: SignedUp;
  let b: SignedUp;

  beforeAll(async () => {
    testApp = await createTestApp({ onMailQueued: mail.onMailQueued });
  });
  afterAll(async () => {
    await testApp.close();
  });
  // A fresh pair for every test, so one test's changes never explain another's result.
  beforeEach(async () => {
    a = await signUp(testApp.app, { companyName: 'Clinic A' });
    b = await signUp(testApp.app, { companyName: 'Clinic B', password: 'password of B' });
  });

  const account = (token: string) => testApp.app.inject({ url: '/api/account', headers: withToken(token) });
  const outboxOf = (companyId: string) =>
    testApp.db.selectFrom('mail_outbox').select(['kind', 'to_address']).where('company_id', '=', companyId).execute();
  const companyOf = (id: string) =>
    testApp.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('covers every account route the API documents', async () => {
    const document = (await testApp.app.inject({ url: '/api/docs/json' })).json();
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/auth/') || path === '/api/account')
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(coveredRoutes);
  });

  it('GET /api/account shows each token its own company only', async () => {
    expect((await account(a.token)).json().company).toMatchObject({ id: a.account.company.id, name: 'Clinic A' });
    expect((await account(b.token)).json().company).toMatchObject({ id: b.account.company.id, name: 'Clinic B' });
  });

  it("POST /api/auth/sign-in: A's e-mail with B's password is refused", async () => {
    expect((await signIn(testApp.app, a.body.email, b.body.password)).statusCode).toBe(401);
    const own = await signIn(testApp.app, a.body.email, a.body.password);
    expect(own.json().account.company.id).toBe(a.account.company.id);
  });

  it("POST /api/auth/sign-out with A's token leaves B signed in", async () => {
    await post(testApp.app, '/api/auth/sign-out', undefined, withToken(a.token));
    expect((await account(a.token)).statusCode).toBe(401);
    expect((await account(b.token)).statusCode).toBe(200);
  });

  it("POST /api/auth/confirmation-email with A's token e-mails A only and keeps B's link alive", async () => {
    const bLink = mail.tokenFor(b.body.email, 'email-confirmation');
    expect((await post(testApp.app, '/api/auth/confirmation-email', undefined, withToken(a.token))).statusCode).toBe(
      202,
    );
    expect(await outboxOf(a.account.company.id)).toHaveLength(2);
    expect(await outboxOf(b.account.company.id)).toEqual([{ kind: 'email-confirmation', to_address: b.body.email }]);
    expect((await post(testApp.app, '/api/auth/confirm-email', { token: bLink })).json()).toEqual({
      result: 'confirmed',
    });
  });

  it("POST /api/auth/confirm-email: A's link confirms A, never B, whoever is signed in", async () => {
    const response = await post(
      testApp.app,
      '/api/auth/confirm-email',
      { token: mail.tokenFor(a.body.email, 'email-confirmation') },
      withToken(b.token),
    );
    expect(response.json()).toEqual({ result: 'confirmed' });
    expect((await companyOf(a.account.company.id)).email_confirmed_at).not.toBeNull();
    expect((await companyOf(b.account.company.id)).email_confirmed_at).toBeNull();
    expect((await account(b.token)).json().company.emailConfirmed).toBe(false);
  });

  it('POST /api/auth/confirm-email refuses a company id in the body', async () => {
    const response = await post(testApp.app, '/api/auth/confirm-email', {
      token: mail.tokenFor(a.body.email, 'email-confirmation'),
      companyId: b.account.company.id,
    });
    expect(response.statusCode).toBe(400);
    expect((await companyOf(b.account.company.id)).email_confirmed_at).toBeNull();
    expect((await companyOf(a.account.company.id)).email_confirmed_at).toBeNull();
  });

  it("POST /api/auth/forgot-password for A e-mails A's address only", async () => {
    await post(testApp.app, '/api/auth/forgot-password', { email: a.body.email }, withToken(b.token));
    expect(await outboxOf(a.account.company.id)).toContainEqual({ kind: 'password-reset', to_address: a.body.email });
    expect(await outboxOf(b.account.company.id)).not.toContainEqual(
      expect.objectContaining({ kind: 'password-reset' }),
    );
  });

  it("POST /api/auth/reset-password with A's link changes A only and signs out A only", async () => {
    const bHashBefore = (await companyOf(b.account.company.id)).password_hash;
    await post(testApp.app, '/api/auth/forgot-password', { email: a.body.email });
    const response = await post(
      testApp.app,
      '/api/auth/reset-password',
      { token: mail.tokenFor(a.body.email, 'password-reset'), password: 'A has a new one' },
      withToken(b.token),
    );
    expect(response.statusCode).toBe(204);
    expect((await account(a.token)).statusCode).toBe(401);
    expect((await account(b.token)).statusCode).toBe(200);
    expect((await companyOf(b.account.company.id)).password_hash).toBe(bHashBefore);
    expect((await signIn(testApp.app, b.body.email, b.body.password)).statusCode).toBe(200);
    expect((await signIn(testApp.app, b.body.email, 'A has a new one')).statusCode).toBe(401);
  });

  it('POST /api/auth/sign-up cannot take over an existing company by e-mail', async () => {
    const response = await post(testApp.app, '/api/auth/sign-up', {
      companyName: 'Impostor',
      email: b.body.email.toUpperCase(),
      password: 'impostor password',
      language: 'en',
    });
    expect(response.statusCode).toBe(409);
    expect((await companyOf(b.account.company.id)).name).toBe('Clinic B');
    expect((await signIn(testApp.app, b.body.email, 'impostor password')).statusCode).toBe(401);
  });
});
