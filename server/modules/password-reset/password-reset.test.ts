import { passwordResetMinutes } from '../../../contract/rules/account';
import { countRows, post, signIn, signUp, uniqueEmail, withToken } from '../../../server-test/accounts';
import { useClockedApp } from '../../../server-test/clocked-app';
import { minutes } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';
import { forgotPasswordAnswerMs } from './routes';

describe(`forgot and reset password on ${testDialect()}`, () => {
  const { time, mail, testApp } = useClockedApp();

  const forgot = (body: unknown) => post(testApp().app, '/api/auth/forgot-password', body);
  const reset = (token: unknown, password: unknown) =>
    post(testApp().app, '/api/auth/reset-password', { token, password });
  const account = (token: string) => testApp().app.inject({ url: '/api/account', headers: withToken(token) });

  describe('POST /api/auth/forgot-password', () => {
    it('answers 202 with the same body for a known and an unknown address, e-mailing only the known one', async () => {
      const { body } = await signUp(testApp().app);
      const before = mail.mails.length;
      const known = await forgot({ email: body.email.toUpperCase() });
      const unknown = await forgot({ email: uniqueEmail('stranger') });
      for (const response of [known, unknown]) {
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ status: 'accepted' });
        expect(response.headers['content-type']).toBe(known.headers['content-type']);
      }
      expect(mail.mails.slice(before)).toEqual([expect.objectContaining({ kind: 'password-reset', to: body.email })]);
      expect(mail.latest(body.email, 'password-reset').link).toMatch(
        new RegExp(`^${testApp().config.publicUrl}/reset-password/[A-Za-z0-9_-]{43}$`),
      );
    });

    it('takes no less than the same floor either way', async () => {
      const { body } = await signUp(testApp().app);
      for (const email of [body.email, uniqueEmail('stranger')]) {
        const started = performance.now();
        await forgot({ email });
        expect(performance.now() - started).toBeGreaterThanOrEqual(forgotPasswordAnswerMs - 5);
      }
    });

    it("writes the e-mail in the company's language", async () => {
      const { body, account: owner } = await signUp(testApp().app, { language: 'ru', companyName: 'Улыбка' });
      await forgot({ email: body.email, language: 'en' });
      const row = await testApp()
        .db.selectFrom('mail_outbox')
        .selectAll()
        .where('company_id', '=', owner.company.id)
        .where('kind', '=', 'password-reset')
        .executeTakeFirstOrThrow();
      expect(row.subject).toBe('Сброс пароля в Dentiqo 3D');
      expect(row.text_body).toContain('Здравствуйте, Улыбка!');
      expect(row.text_body).toContain(`Ссылка действует ${passwordResetMinutes} мин`);
      expect(row.text_body).toContain(mail.latest(body.email, 'password-reset').link);
    });

    it.each([
      ['no email', {}, 'body/email'],
      ['a numeric email', { email: 7 }, 'body/email'],
      ['a malformed email', { email: 'not-an-address' }, 'body/email'],
      ['an SQL-looking email', { email: "' OR 1=1 --" }, 'body/email'],
      ['a 10 kB email', { email: `${'x'.repeat(10_240)}@example.com` }, 'body/email'],
      ['an unknown language', { email: 'a@b.co', language: 'fr' }, 'body/language'],
      ['an extra field', { email: 'a@b.co', redirect: 'https://evil.example' }, 'body/redirect'],
    ])('answers 400 for %s, writing nothing', async (_, body, field) => {
      const before = await countRows(testApp().db);
      const response = await forgot(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field }] });
      expect(await countRows(testApp().db)).toEqual(before);
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sets the new password, signs every session out, and the old password stops working', async () => {
      const { body, token } = await signUp(testApp().app);
      const other = (await signIn(testApp().app, body.email, body.password)).json().token;
      await forgot({ email: body.email });

      const response = await reset(mail.tokenFor(body.email, 'password-reset'), 'brand new secret');
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');

      expect((await account(token)).statusCode).toBe(401);
      expect((await account(other)).statusCode).toBe(401);
      expect((await signIn(testApp().app, body.email, body.password)).statusCode).toBe(401);
      const fresh = await signIn(testApp().app, body.email, 'brand new secret');
      expect(fresh.statusCode).toBe(200);
      expect((await account(fresh.json().token)).statusCode).toBe(200);
    });

    it('answers 404 TOKEN_INVALID to a used token', async () => {
      const { body } = await signUp(testApp().app);
      await forgot({ email: body.email });
      const link = mail.tokenFor(body.email, 'password-reset');
      expect((await reset(link, 'first new one')).statusCode).toBe(204);
      const replay = await reset(link, 'second new one');
      expect(replay.statusCode).toBe(404);
      expect(replay.json().code).toBe('TOKEN_INVALID');
      expect((await signIn(testApp().app, body.email, 'first new one')).statusCode).toBe(200);
    });

    it('answers 410 TOKEN_EXPIRED after an hour, changing nothing', async () => {
      const { body, token } = await signUp(testApp().app);
      await forgot({ email: body.email });
      time.advance(minutes(passwordResetMinutes));
      const response = await reset(mail.tokenFor(body.email, 'password-reset'), 'too late now');
      expect(response.statusCode).toBe(410);
      expect(response.json().code).toBe('TOKEN_EXPIRED');
      expect((await account(token)).statusCode).toBe(200);
      expect((await signIn(testApp().app, body.email, body.password)).statusCode).toBe(200);
    });

    it('answers 404 to an unknown token and to a confirmation token', async () => {
      const { body } = await signUp(testApp().app);
      expect((await reset('Q'.repeat(43), 'whatever new')).json().code).toBe('TOKEN_INVALID');
      const confirmation = await reset(mail.tokenFor(body.email, 'email-confirmation'), 'whatever new');
      expect(confirmation.statusCode).toBe(404);
      expect((await signIn(testApp().app, body.email, body.password)).statusCode).toBe(200);
    });

    it('retires an older link when a newer one is requested', async () => {
      const { body } = await signUp(testApp().app);
      await forgot({ email: body.email });
      const older = mail.tokenFor(body.email, 'password-reset');
      await forgot({ email: body.email });
      const newer = mail.tokenFor(body.email, 'password-reset');
      expect((await reset(older, 'from the old mail')).statusCode).toBe(404);
      expect((await reset(newer, 'from the new mail')).statusCode).toBe(204);
    });

    it('lets only one of two simultaneous resets with one link through', async () => {
      const { body } = await signUp(testApp().app);
      await forgot({ email: body.email });
      const link = mail.tokenFor(body.email, 'password-reset');
      const answers = await Promise.all([reset(link, 'first racer'), reset(link, 'second racer')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
      const winner = answers[0]!.statusCode === 204 ? 'first racer' : 'second racer';
      expect((await signIn(testApp().app, body.email, winner)).statusCode).toBe(200);
    });

    it.each([
      ['no fields', {}, ['body/password', 'body/token']],
      ['a 5-character password', { token: 'a'.repeat(43), password: '12345' }, ['body/password']],
      ['a 10 kB password', { token: 'a'.repeat(43), password: 'p'.repeat(10_240) }, ['body/password']],
      ['a numeric password', { token: 'a'.repeat(43), password: 123456 }, ['body/password']],
      ['an SQL-looking token', { token: "' OR 1=1 --", password: 'secret1' }, ['body/token']],
      ['an extra field', { token: 'a'.repeat(43), password: 'secret1', email: 'a@b.co' }, ['body/email']],
    ])('answers 400 for %s, writing nothing', async (_, body, fields) => {
      const before = await countRows(testApp().db);
      const response = await post(testApp().app, '/api/auth/reset-password', body);
      expect(response.statusCode).toBe(400);
      const problem = response.json();
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.errors.map((error: { field: string }) => error.field).sort()).toEqual(fields);
      expect(await countRows(testApp().db)).toEqual(before);
    });
  });
});
