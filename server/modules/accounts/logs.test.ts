import { hashSecretToken } from '../../security/secret-tokens';
import { mailbox, post, signIn, signUp, withToken } from '../../../server-test/accounts';
import { createTestApp, logCollector } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';

describe(`what the account routes log on ${testDialect()}`, () => {
  it('never a password, a token or a hash, even at trace level', async () => {
    const logs = logCollector();
    const mail = mailbox();
    const testApp = await createTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: logs.stream,
      onMailQueued: mail.onMailQueued,
    });
    try {
      const { token, body, account } = await signUp(testApp.app, { password: 'first secret pw' });
      const second = (await signIn(testApp.app, body.email, 'first secret pw')).json().token;
      await signIn(testApp.app, body.email, 'wrong secret pw');
      await testApp.app.inject({ url: '/api/account', headers: withToken(token) });
      const confirmation = mail.tokenFor(body.email, 'email-confirmation');
      await post(testApp.app, '/api/auth/confirm-email', { token: confirmation });
      await post(testApp.app, '/api/auth/forgot-password', { email: body.email });
      const reset = mail.tokenFor(body.email, 'password-reset');
      await post(testApp.app, '/api/auth/reset-password', { token: reset, password: 'second secret pw' });
      await post(testApp.app, '/api/auth/sign-out', undefined, withToken(second));

      const company = await testApp.db
        .selectFrom('companies')
        .select('password_hash')
        .where('id', '=', account.company.id)
        .executeTakeFirstOrThrow();
      const text = JSON.stringify(logs.lines);
      expect(logs.lines.length).toBeGreaterThan(10);
      for (const secret of [
        'first secret pw',
        'wrong secret pw',
        'second secret pw',
        token,
        second,
        confirmation,
        reset,
        hashSecretToken(token),
        hashSecretToken(confirmation),
        company.password_hash,
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toContain('e-mail queued');
    } finally {
      await testApp.close();
    }
  });

  it('prints each e-mailed link at info level in development, so it can be clicked', async () => {
    const logs = logCollector();
    const testApp = await createTestApp({
      env: { LOG_LEVEL: 'info', NODE_ENV: 'development' },
      logStream: logs.stream,
    });
    try {
      const { body } = await signUp(testApp.app);
      await post(testApp.app, '/api/auth/forgot-password', { email: body.email });
      const printed = logs.lines.filter((line) => String(line.msg).startsWith('e-mail queued: '));
      expect(printed).toEqual([
        expect.objectContaining({
          level: 30,
          mail: { kind: 'email-confirmation', to: body.email, link: expect.stringMatching(/\/submit-profile\/.{43}$/) },
        }),
        expect.objectContaining({
          level: 30,
          mail: { kind: 'password-reset', to: body.email, link: expect.stringMatching(/\/reset-password\/.{43}$/) },
        }),
      ]);
    } finally {
      await testApp.close();
    }
  });
});
