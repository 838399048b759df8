import { type SignedUp, addStaff, mailbox, signIn } from '../../../server-test/accounts';
import { confirmedCompany } from '../../../server-test/licensing';
import { call } from '../../../server-test/settings';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';

describe(`POST /api/account/password (an admin's own password) on ${testDialect()}`, () => {
  let testApp: TestApp;
  let owner: SignedUp;
  let admin: Awaited<ReturnType<typeof addStaff>>;
  let adminToken: string;
  const mail = mailbox();

  beforeAll(async () => {
    testApp = await createTestApp({ onMailQueued: mail.onMailQueued });
  });
  afterAll(async () => {
    await testApp.close();
  });
  beforeEach(async () => {
    // Staff are managed only after the company confirmed its e-mail.
    owner = await confirmedCompany(testApp.app, mail);
    admin = await addStaff(testApp.app, owner.token, { role: 'admin', password: 'admin pass' });
    adminToken = (await signIn(testApp.app, admin.login, 'admin pass')).json().token;
  });

  const change = (body: unknown, token = adminToken) => call(testApp.app, token, 'POST', '/api/account/password', body);
  const accountStatus = async (token: string) => (await call(testApp.app, token, 'GET', '/api/account')).statusCode;

  it("changes the admin's own password, keeps this session, ends the admin's others and leaves the owner's alone", async () => {
    const otherAdminSession = (await signIn(testApp.app, admin.login, 'admin pass')).json().token;
    const response = await change({ currentPassword: 'admin pass', newPassword: 'brand new secret' });
    expect(response.statusCode).toBe(204);
    expect(await accountStatus(adminToken)).toBe(200);
    expect(await accountStatus(otherAdminSession)).toBe(401);
    expect(await accountStatus(owner.token)).toBe(200);
    expect((await signIn(testApp.app, admin.login, 'admin pass')).statusCode).toBe(401);
    expect((await signIn(testApp.app, admin.login, 'brand new secret')).statusCode).toBe(200);
    expect((await signIn(testApp.app, owner.body.email, owner.body.password)).statusCode).toBe(200);
  });

  it('tells the owner in the security events that this admin changed their password', async () => {
    await change({ currentPassword: 'admin pass', newPassword: 'brand new secret' });
    const events = (await call(testApp.app, owner.token, 'GET', '/api/company/security-events')).json().events;
    expect(events[0]).toMatchObject({
      type: 'staff-changed',
      actor: { kind: 'staff', label: admin.login },
      details: { login: admin.login, changed: 'password' },
    });
  });

  it('answers a wrong current password with a field error and changes nothing', async () => {
    const response = await change({ currentPassword: owner.body.password, newPassword: 'brand new secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'body/currentPassword', reason: 'incorrect' }]);
    expect((await signIn(testApp.app, admin.login, 'admin pass')).statusCode).toBe(200);
  });

  it("is the admin's only: the owner is refused and keeps the company password", async () => {
    const response = await change(
      { currentPassword: owner.body.password, newPassword: 'brand new secret' },
      owner.token,
    );
    expect(response.statusCode).toBe(403);
    expect((await signIn(testApp.app, owner.body.email, owner.body.password)).statusCode).toBe(200);
  });
});
