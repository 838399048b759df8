import { problemContentType } from '../../../contract/api/errors';
import { authorizationKey } from '../../../contract/rules/auth';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';
import { countRows, mailbox, post, signUp, signUpBody, uniqueEmail, withToken } from '../../../server-test/accounts';

describe(`POST /api/auth/sign-up on ${testDialect()}`, () => {
  let testApp: TestApp;
  const mail = mailbox();

  beforeAll(async () => {
    testApp = await createTestApp({ onMailQueued: mail.onMailQueued });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const companyRow = (id: string) =>
    testApp.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('creates the company, signs it in and answers 201 with a token and the account', async () => {
    const body = signUpBody({ companyName: 'Bright Smile', email: uniqueEmail('Bright'), language: 'ru' });
    const response = await post(testApp.app, '/api/auth/sign-up', body);
    expect(response.statusCode).toBe(201);
    const session = response.json();
    expect(session).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      account: {
        company: {
          id: expect.any(String),
          name: 'Bright Smile',
          email: body.email,
          language: 'ru',
          emailConfirmed: false,
        },
        role: 'owner',
      },
    });

    const account = await testApp.app.inject({ url: '/api/account', headers: withToken(session.token) });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toEqual({
      ...session.account,
      settings: { profileComplete: false, filledPriceRows: 0, avatarUrl: null },
    });
  });

  it('stores an argon2id hash and the token hash, never the password or the token', async () => {
    const { token, account, body } = await signUp(testApp.app);
    const company = await companyRow(account.company.id);
    // At the configured cost (the suites' low one; production refuses it).
    const { memoryKib, iterations } = testApp.config.passwordHashCost;
    expect(company.password_hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryKib},t=${iterations},p=1\\$`));
    expect(company.email_normalized).toBe(body.email.toLowerCase());
    const sessions = await testApp.db
      .selectFrom('sessions')
      .selectAll()
      .where('company_id', '=', account.company.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(sessions)).not.toContain(token);
    expect(JSON.stringify(company)).not.toContain(body.password);
  });

  it('queues the confirmation e-mail in the company language with a /submit-profile/ link', async () => {
    const { account, body } = await signUp(testApp.app, { language: 'uk', companyName: 'Посмішка' });
    const queued = mail.latest(body.email, 'email-confirmation');
    expect(queued.link).toMatch(new RegExp(`^${testApp.config.publicUrl}/submit-profile/[A-Za-z0-9_-]{43}$`));
    const rows = await testApp.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('company_id', '=', account.company.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'email-confirmation', to_address: body.email, status: 'pending' });
    expect(rows[0]?.subject).toBe('Підтвердьте адресу e-mail у Dentiqo 3D');
    expect(rows[0]?.text_body).toContain(queued.link);
    expect(rows[0]?.text_body).toContain('Вітаємо, Посмішка!');
    const tokens = await testApp.db
      .selectFrom('link_tokens')
      .selectAll()
      .where('company_id', '=', account.company.id)
      .execute();
    expect(tokens).toEqual([
      expect.objectContaining({ purpose: 'email-confirmation', email: body.email.toLowerCase(), used_at: null }),
    ]);
    expect(JSON.stringify(tokens)).not.toContain(mail.tokenFor(body.email, 'email-confirmation'));
  });

  it.each([
    ['the same address', (email: string) => email],
    ['upper case', (email: string) => email.toUpperCase()],
    ['mixed case', (email: string) => email.replace(/^./, (char) => char.toUpperCase()).replace('example', 'ExAmPlE')],
  ])('answers 409 EMAIL_TAKEN on body/email for %s, writing nothing', async (_, variant) => {
    const { body } = await signUp(testApp.app);
    const before = await countRows(testApp.db);
    const response = await post(testApp.app, '/api/auth/sign-up', signUpBody({ email: variant(body.email) }));
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain(problemContentType);
    expect(response.json()).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      errors: [{ field: 'body/email', reason: 'taken' }],
    });
    expect(await countRows(testApp.db)).toEqual(before);
  });

  it('lets exactly one of ten concurrent sign-ups with one e-mail through; the rest get 409', async () => {
    const email = uniqueEmail('race');
    const before = await countRows(testApp.db);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(
          testApp.app,
          '/api/auth/sign-up',
          signUpBody({ email: index % 2 ? email.toUpperCase() : email, companyName: `Clinic ${index}` }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((one) => one.statusCode === 409)) {
      expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN', errors: [{ field: 'body/email' }] });
    }
    const after = await countRows(testApp.db);
    expect(after).toEqual({
      companies: before.companies! + 1,
      sessions: before.sessions! + 1,
      link_tokens: before.link_tokens! + 1,
      mail_outbox: before.mail_outbox! + 1,
    });
  });

  it.each([
    ['an emoji name', '🦷 Smile & Co 😁'],
    ['a Cyrillic name', 'Стоматология «Улыбка»'],
    ['a right-to-left name', 'عيادة الابتسامة'],
    ['an SQL-looking name', "' OR 1=1 --"],
    ['an SQL statement', "Robert'); DROP TABLE companies;--"],
    ['markup', '<script>alert("x")</script>'],
    ['the longest allowed name', 'N'.repeat(120)],
  ])('stores %s exactly as sent', async (_, companyName) => {
    const { account } = await signUp(testApp.app, { companyName });
    expect(account.company.name).toBe(companyName);
    expect((await companyRow(account.company.id)).name).toBe(companyName);
  });

  it('accepts an SQL-looking e-mail address as plain data', async () => {
    const email = `x'or'1'='1-${Date.now()}@example.com`;
    const { account } = await signUp(testApp.app, { email });
    expect((await companyRow(account.company.id)).email).toBe(email);
  });

  describe('bad input: 400 naming the field, nothing written', () => {
    const huge = 'x'.repeat(10 * 1024);
    const valid = () => signUpBody();
    const cases: [string, () => unknown, string[]][] = [
      ['an empty object', () => ({}), ['body/companyName', 'body/email', 'body/password', 'body/language']],
      ['no companyName', () => ({ ...valid(), companyName: undefined }), ['body/companyName']],
      ['no email', () => ({ ...valid(), email: undefined }), ['body/email']],
      ['no password', () => ({ ...valid(), password: undefined }), ['body/password']],
      ['no language', () => ({ ...valid(), language: undefined }), ['body/language']],
      ['a numeric companyName', () => ({ ...valid(), companyName: 42 }), ['body/companyName']],
      ['an array email', () => ({ ...valid(), email: ['a@b.co'] }), ['body/email']],
      ['a null password', () => ({ ...valid(), password: null }), ['body/password']],
      ['a boolean language', () => ({ ...valid(), language: true }), ['body/language']],
      ['an unknown language', () => ({ ...valid(), language: 'de' }), ['body/language']],
      ['an extra field', () => ({ ...valid(), isAdmin: true }), ['body/isAdmin']],
      ['a password of 5 characters', () => ({ ...valid(), password: '12345' }), ['body/password']],
      ['a 10 kB password', () => ({ ...valid(), password: huge }), ['body/password']],
      ['a 10 kB company name', () => ({ ...valid(), companyName: huge }), ['body/companyName']],
      ['a 10 kB e-mail', () => ({ ...valid(), email: `${huge}@example.com` }), ['body/email']],
      ['an empty company name', () => ({ ...valid(), companyName: '' }), ['body/companyName']],
      ['a blank company name', () => ({ ...valid(), companyName: '   ' }), ['body/companyName']],
      ['an e-mail without @', () => ({ ...valid(), email: 'clinic.example.com' }), ['body/email']],
      ['an e-mail with spaces', () => ({ ...valid(), email: "' OR 1=1 --@x.com" }), ['body/email']],
      ['a NUL character in the name', () => ({ ...valid(), companyName: 'Smile\u0000Clinic' }), ['body/companyName']],
      ['a NUL character in the e-mail', () => ({ ...valid(), email: `a\u0000${uniqueEmail()}` }), ['body/email']],
    ];

    it.each(cases)('%s', async (_, body, fields) => {
      const before = await countRows(testApp.db);
      const response = await post(testApp.app, '/api/auth/sign-up', body());
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain(problemContentType);
      const problem = response.json();
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.errors.map((error: { field: string }) => error.field).sort()).toEqual([...fields].sort());
      expect(await countRows(testApp.db)).toEqual(before);
    });

    it.each([
      ['broken JSON', 'application/json', '{"email": ', 400],
      ['an empty JSON body', 'application/json', '', 400],
      ['a JSON array', 'application/json', '[]', 400],
      ['a JSON string', 'application/json', '"sign me up"', 400],
      ['form data', 'application/x-www-form-urlencoded', 'email=a%40b.co&password=secret', 415],
      // Fastify reads text/plain as a string, which the schema then refuses.
      ['plain text', 'text/plain', 'hello', 400],
    ])('%s', async (_, contentType, payload, status) => {
      const before = await countRows(testApp.db);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toContain(problemContentType);
      expect(response.json()).toMatchObject({ status });
      expect(await countRows(testApp.db)).toEqual(before);
    });

    it('no body at all', async () => {
      const before = await countRows(testApp.db);
      const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/sign-up' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'body' }] });
      expect(await countRows(testApp.db)).toEqual(before);
    });
  });

  it('ignores a session header: signing up while signed in creates a separate company', async () => {
    const first = await signUp(testApp.app);
    const response = await post(testApp.app, '/api/auth/sign-up', signUpBody(), {
      [authorizationKey]: first.token,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().account.company.id).not.toBe(first.account.company.id);
  });
});
