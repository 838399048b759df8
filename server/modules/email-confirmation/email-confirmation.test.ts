import { emailConfirmationHours } from '../../../contract/rules/account';
import { countRows, post, signUp, withToken } from '../../../server-test/accounts';
import { useClockedApp } from '../../../server-test/clocked-app';
import { hours, minutes } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';

describe(`e-mail confirmation on ${testDialect()}`, () => {
  const { time, mail, testApp } = useClockedApp();

  const confirm = (token: unknown) => post(testApp().app, '/api/auth/confirm-email', { token });
  const resend = (sessionToken: string) =>
    post(testApp().app, '/api/auth/confirmation-email', undefined, withToken(sessionToken));
  const confirmed = async (sessionToken: string): Promise<boolean> =>
    (await testApp().app.inject({ url: '/api/account', headers: withToken(sessionToken) })).json().company
      .emailConfirmed;

  describe('POST /api/auth/confirm-email', () => {
    it('confirms with the e-mailed token, then answers already-confirmed to the same token', async () => {
      const { token, body } = await signUp(testApp().app);
      const link = mail.tokenFor(body.email, 'email-confirmation');
      expect(await confirmed(token)).toBe(false);

      const first = await confirm(link);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ result: 'confirmed' });
      expect(await confirmed(token)).toBe(true);

      const replay = await confirm(link);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ result: 'already-confirmed' });

      const row = await testApp()
        .db.selectFrom('companies')
        .select('email_confirmed_at')
        .where('email', '=', body.email)
        .executeTakeFirstOrThrow();
      expect(row.email_confirmed_at).toBe(time.now().toISOString());
    });

    it('works without a session, from any browser', async () => {
      const { body } = await signUp(testApp().app);
      const response = await confirm(mail.tokenFor(body.email, 'email-confirmation'));
      expect(response.json()).toEqual({ result: 'confirmed' });
    });

    it('answers 404 TOKEN_INVALID for an unknown token', async () => {
      const response = await confirm('Z'.repeat(43));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, code: 'TOKEN_INVALID' });
    });

    it('answers 410 TOKEN_EXPIRED after 48 hours, and confirms nothing', async () => {
      const { token, body } = await signUp(testApp().app);
      const link = mail.tokenFor(body.email, 'email-confirmation');
      time.advance(hours(emailConfirmationHours));
      const response = await confirm(link);
      expect(response.statusCode).toBe(410);
      expect(response.json().code).toBe('TOKEN_EXPIRED');
      expect(await confirmed(token)).toBe(false);
    });

    it('still confirms a minute before the 48 hours are up', async () => {
      const { body } = await signUp(testApp().app);
      const link = mail.tokenFor(body.email, 'email-confirmation');
      time.advance(hours(emailConfirmationHours) - minutes(1));
      expect((await confirm(link)).json()).toEqual({ result: 'confirmed' });
    });

    it('answers already-confirmed for any link of a confirmed company, even an expired one', async () => {
      const { token, body } = await signUp(testApp().app);
      const older = mail.tokenFor(body.email, 'email-confirmation');
      expect((await resend(token)).statusCode).toBe(202);
      const newer = mail.tokenFor(body.email, 'email-confirmation');
      expect((await confirm(newer)).json()).toEqual({ result: 'confirmed' });
      time.advance(hours(emailConfirmationHours + 1));
      const response = await confirm(older);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: 'already-confirmed' });
    });

    it('lets one of two simultaneous clicks confirm; the other hears already-confirmed', async () => {
      const { body } = await signUp(testApp().app);
      const link = mail.tokenFor(body.email, 'email-confirmation');
      const answers = await Promise.all([confirm(link), confirm(link), confirm(link)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(answers.map((answer) => answer.json().result).sort()).toEqual([
        'already-confirmed',
        'already-confirmed',
        'confirmed',
      ]);
    });

    it('does not take a password-reset token or a session token', async () => {
      const { token, body } = await signUp(testApp().app);
      await post(testApp().app, '/api/auth/forgot-password', { email: body.email });
      expect((await confirm(mail.tokenFor(body.email, 'password-reset'))).statusCode).toBe(404);
      expect((await confirm(token)).statusCode).toBe(404);
      expect(await confirmed(token)).toBe(false);
    });

    it.each([
      ['no token', {}, 'body/token'],
      ['a numeric token', { token: 12345 }, 'body/token'],
      ['a short token', { token: 'abc' }, 'body/token'],
      ['a 10 kB token', { token: 'a'.repeat(10_240) }, 'body/token'],
      ['an SQL-looking token', { token: "' OR 1=1 --" }, 'body/token'],
      ['a unicode token', { token: 'токен'.repeat(5) }, 'body/token'],
      ['an extra field', { token: 'a'.repeat(43), companyId: 'x' }, 'body/companyId'],
    ])('answers 400 for %s, writing nothing', async (_, body, field) => {
      const before = await countRows(testApp().db);
      const response = await post(testApp().app, '/api/auth/confirm-email', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field }] });
      expect(await countRows(testApp().db)).toEqual(before);
    });
  });

  describe('POST /api/auth/confirmation-email', () => {
    it('queues a new link (202) and retires the older ones', async () => {
      const { token, body, account } = await signUp(testApp().app);
      const older = mail.tokenFor(body.email, 'email-confirmation');
      const response = await resend(token);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ status: 'accepted' });
      const newer = mail.tokenFor(body.email, 'email-confirmation');
      expect(newer).not.toBe(older);

      const outbox = await testApp()
        .db.selectFrom('mail_outbox')
        .select(['kind', 'to_address'])
        .where('company_id', '=', account.company.id)
        .execute();
      expect(outbox).toEqual([
        { kind: 'email-confirmation', to_address: body.email },
        { kind: 'email-confirmation', to_address: body.email },
      ]);

      // Not "unknown": the page can say that a newer e-mail replaced this one.
      expect((await confirm(older)).json()).toMatchObject({ status: 410, code: 'TOKEN_SUPERSEDED' });
      expect(await confirmed(token)).toBe(false);
      expect((await confirm(newer)).json()).toEqual({ result: 'confirmed' });
    });

    it('answers 409 CONFLICT once the e-mail is confirmed, queueing nothing', async () => {
      const { token, body } = await signUp(testApp().app);
      await confirm(mail.tokenFor(body.email, 'email-confirmation'));
      const before = await countRows(testApp().db);
      const response = await resend(token);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('CONFLICT');
      expect(await countRows(testApp().db)).toEqual(before);
    });

    it('answers 401 without a session and after sign-out', async () => {
      expect((await post(testApp().app, '/api/auth/confirmation-email')).statusCode).toBe(401);
      const { token } = await signUp(testApp().app);
      await post(testApp().app, '/api/auth/sign-out', undefined, withToken(token));
      const before = await countRows(testApp().db);
      expect((await resend(token)).statusCode).toBe(401);
      expect(await countRows(testApp().db)).toEqual(before);
    });
  });
});
