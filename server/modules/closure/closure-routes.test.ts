import type { SessionResponse } from '../../../contract/api/auth';
import { addStaff, post, signIn, withToken } from '../../../server-test/accounts';
import { useClockedApp } from '../../../server-test/clocked-app';
import { confirmedCompany } from '../../../server-test/licensing';
import { days } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';

describe(`the owner closes the account, or cancels, on ${testDialect()}`, () => {
  const { time, mail, app } = useClockedApp();

  const close = (token: string, body: unknown) => post(app(), '/api/company/closure', body, withToken(token));
  const cancel = (token: string) =>
    app().inject({ method: 'DELETE', url: '/api/company/closure', headers: withToken(token) });

  it('is confirmed by the company e-mail (any case) and the password, and answers when the erasure is due', async () => {
    const owner = await confirmedCompany(app(), mail);
    const wrongEmail = await close(owner.token, { email: 'someone@else.example', password: owner.body.password });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().errors).toEqual([{ field: 'body/email', reason: 'mismatch' }]);
    const wrongPassword = await close(owner.token, { email: owner.body.email, password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toEqual([{ field: 'body/password', reason: 'incorrect' }]);
    const missing = await close(owner.token, { email: owner.body.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'body/password' })]);

    const closed = await close(owner.token, { email: owner.body.email.toUpperCase(), password: owner.body.password });
    expect({ status: closed.statusCode, body: closed.json() }).toEqual({
      status: 202,
      body: { scheduledFor: new Date(time.now().getTime() + days(30)).toISOString() },
    });
    expect(mail.latest(owner.body.email, 'closure-scheduled').link).toMatch(/\/sign-in$/);
    const again = await close(owner.token, { email: owner.body.email, password: owner.body.password });
    expect({ status: again.statusCode, code: again.json().code }).toEqual({ status: 409, code: 'CONFLICT' });

    // Sign-in shows the pending closure; the owner cancels it from there.
    const signedIn = (await signIn(app(), owner.body.email, owner.body.password)).json() as SessionResponse;
    expect(signedIn.account.closure?.scheduledFor).toBe(closed.json().scheduledFor);
    expect((await cancel(signedIn.token)).statusCode).toBe(204);
    expect(mail.latest(owner.body.email, 'closure-cancelled')).toBeDefined();
    const twice = await cancel(signedIn.token);
    expect({ status: twice.statusCode, code: twice.json().code }).toEqual({ status: 409, code: 'CONFLICT' });
  });

  it("is the owner's alone: an admin gets 403 and nothing is scheduled", async () => {
    const owner = await confirmedCompany(app(), mail);
    const admin = await addStaff(app(), owner.token, { role: 'admin' });
    const adminSession = (await signIn(app(), admin.body.login, admin.body.password)).json() as SessionResponse;
    const refused = await close(adminSession.token, { email: owner.body.email, password: owner.body.password });
    expect(refused.statusCode).toBe(403);
    expect((await cancel(adminSession.token)).statusCode).toBe(403);
    const me = (await signIn(app(), owner.body.email, owner.body.password)).json() as SessionResponse;
    expect(me.account.closure).toBeUndefined();
  });
});
