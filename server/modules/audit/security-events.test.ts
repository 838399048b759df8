import type { SecurityEvent, SecurityEventPage } from '../../../contract/api/security-events';
import { problemContentType } from '../../../contract/api/errors';
import { type SeededCompany, seedCompanyA } from '../../../server-test/access-seed';
import { addStaff, mailbox, post, signIn, signUp, uniqueLogin } from '../../../server-test/accounts';
import { activatedDevice } from '../../../server-test/cards';
import { activateBody, callApp, confirmedCompany, newNonce } from '../../../server-test/licensing';
import { type PlatformStandIn, startPlatformStandIn } from '../../../server-test/patient-platform-stand-in';
import { blamedFields, call } from '../../../server-test/settings';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { createTestClock, days, minutes } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';
import { SecretInDetailsError, recordSecurityEvent } from './record';

describe(`security events on ${testDialect()}`, () => {
  const time = createTestClock();
  const mail = mailbox();
  const platformToken = 'platform-token-audit-0123456789';
  let platform: PlatformStandIn;
  let testApp: TestApp;
  let a: SeededCompany;

  beforeAll(async () => {
    platform = await startPlatformStandIn(platformToken);
    testApp = await createTestApp({
      env: {
        PATIENT_PLATFORM_URL: platform.url,
        RATE_LIMIT_SIGN_IN_IP: '1000/1m',
        RATE_LIMIT_SIGN_IN_ACCOUNT: '1000/1m',
      },
      clock: time.clock,
      onMailQueued: mail.onMailQueued,
    });
    a = await seedCompanyA(testApp.app, testApp.db, mail, time.now, platformToken);
  });
  afterAll(async () => {
    await testApp.close();
    await platform.close();
  });

  const page = async (token: string, query = ''): Promise<SecurityEventPage> => {
    const response = await call(testApp.app, token, 'GET', `/api/company/security-events${query}`);
    if (response.statusCode !== 200) throw new Error(`events answered ${response.statusCode}: ${response.body}`);
    return response.json() as SecurityEventPage;
  };
  const all = async (token: string): Promise<SecurityEvent[]> => (await page(token, '?limit=100')).events;
  const typesOf = (events: SecurityEvent[]) => events.map((event) => event.type);
  const rowsOf = (companyId: string) =>
    testApp.db.selectFrom('security_events').selectAll().where('company_id', '=', companyId).execute();

  it("records what the company's setup did: password change, staff added and removed, sign-ins, platform link", async () => {
    const events = await all(a.ownerToken);
    expect(new Set(typesOf(events))).toEqual(
      new Set([
        'key-activated',
        'password-changed',
        'staff-added',
        'staff-removed',
        'sign-in-succeeded',
        'platform-linked',
      ]),
    );
    expect(events.find((event) => event.type === 'password-changed')).toMatchObject({
      actor: { kind: 'owner', label: '' },
      ip: '127.0.0.1',
      details: {},
    });
    const removed = events.find((event) => event.type === 'staff-removed');
    expect(removed?.details).toEqual({ login: expect.stringMatching(/^doc\./), role: 'admin' });
    const adminSignIn = events.find((event) => event.type === 'sign-in-succeeded');
    expect(adminSignIn?.actor).toEqual({ kind: 'staff', label: expect.stringMatching(/^doc\./) });
  });

  it('records a failed sign-in for a known login only, with the IP and without the password', async () => {
    const owner = await confirmedCompany(testApp.app, mail);
    const tried = 'wrong but secret attempt';
    await post(testApp.app, '/api/auth/sign-in', { login: owner.body.email, password: tried }, {}, '198.51.100.23');
    await signIn(testApp.app, `nobody-${uniqueLogin()}@example.com`, tried);
    await signIn(testApp.app, uniqueLogin('ghost'), tried);
    const doctor = await addStaff(testApp.app, owner.token, { role: 'doctor' });
    time.advance(minutes(1));
    expect((await signIn(testApp.app, doctor.body.login, doctor.body.password)).statusCode).toBe(403);

    const events = await all(owner.token);
    expect(typesOf(events)).toEqual(['sign-in-failed', 'staff-added', 'sign-in-failed']);
    expect(events[0]).toMatchObject({
      actor: { kind: 'staff', label: doctor.body.login },
      details: { reason: 'doctor-on-web' },
    });
    expect(events[2]).toMatchObject({
      actor: { kind: 'owner', label: '' },
      ip: '198.51.100.23',
      details: { reason: 'wrong-password' },
    });
    const stored = JSON.stringify(await testApp.db.selectFrom('security_events').selectAll().execute());
    expect(stored).not.toContain(tried);
    expect(stored).not.toContain(doctor.body.password);
  });

  it('records a password reset requested and completed, never the link or the password', async () => {
    const owner = await signUp(testApp.app);
    await post(testApp.app, '/api/auth/forgot-password', { email: owner.body.email });
    const token = mail.tokenFor(owner.body.email, 'password-reset');
    time.advance(minutes(1));
    const reset = await post(testApp.app, '/api/auth/reset-password', { token, password: 'reset secret pw' });
    expect(reset.statusCode).toBe(204);
    const session = (await signIn(testApp.app, owner.body.email, 'reset secret pw')).json().token as string;

    expect(typesOf(await all(session))).toEqual([
      'sign-in-succeeded',
      'password-reset-completed',
      'password-reset-requested',
    ]);
    const stored = JSON.stringify(await rowsOf(owner.account.company.id));
    for (const secret of [token, 'reset secret pw', owner.body.password, session]) expect(stored).not.toContain(secret);
  });

  it('records staff edits by what changed, key reloads, link revocation, expiry and platform unlink', async () => {
    const before = (await rowsOf(a.companyId)).length;
    const admin = (await call(testApp.app, a.ownerToken, 'GET', '/api/company/staff'))
      .json()
      .staff.find((member: { id: string }) => member.id === a.staffId);
    const edited = await call(testApp.app, a.ownerToken, 'PUT', `/api/company/staff/${a.staffId}`, {
      firstName: admin.firstName,
      lastName: admin.lastName,
      login: admin.login,
      role: 'admin',
      password: 'new admin secret',
    });
    expect(edited.statusCode).toBe(200);
    const adminToken = (await signIn(testApp.app, admin.login, 'new admin secret')).json().token as string;
    const reloaded = await call(testApp.app, adminToken, 'POST', `/api/company/keys/${a.keyId}/reload`);
    expect(reloaded.statusCode).toBe(200);
    const expiresAt = new Date(time.now().getTime() + days(10)).toISOString();
    const expiry = await call(testApp.app, adminToken, 'PUT', `/api/company/cards/${a.cardId}/expiry`, { expiresAt });
    expect(expiry.statusCode).toBe(200);
    expect((await call(testApp.app, adminToken, 'POST', `/api/company/cards/${a.cardId}/revoke`)).statusCode).toBe(200);
    expect((await call(testApp.app, adminToken, 'DELETE', '/api/company/platform')).statusCode).toBe(204);
    // Unlinking again changes nothing, so it is no event.
    expect((await call(testApp.app, adminToken, 'DELETE', '/api/company/platform')).statusCode).toBe(204);

    // The edit, the admin's sign-in, reload, expiry, revocation and one unlink.
    expect((await rowsOf(a.companyId)).length - before).toBe(6);
    const events = await all(a.ownerToken);
    const byType = (type: SecurityEvent['type']) => events.filter((event) => event.type === type);
    expect(byType('staff-changed').at(-1)).toMatchObject({
      actor: { kind: 'owner' },
      details: { login: admin.login, role: 'admin', changed: 'password' },
    });
    const asAdmin = { kind: 'staff', label: admin.login };
    expect(byType('key-reloaded')).toEqual([
      expect.objectContaining({ actor: asAdmin, details: { slot: '1', device: expect.any(String) } }),
    ]);
    expect(byType('card-expiry-changed')).toEqual([
      expect.objectContaining({ actor: asAdmin, details: { card: a.cardId, expiresAt } }),
    ]);
    expect(byType('card-link-revoked')).toEqual([
      expect.objectContaining({ actor: asAdmin, details: { card: a.cardId } }),
    ]);
    expect(byType('platform-unlinked')).toEqual([expect.objectContaining({ actor: asAdmin })]);
    const stored = JSON.stringify(await rowsOf(a.companyId));
    for (const secret of ['new admin secret', platformToken, adminToken]) expect(stored).not.toContain(secret);
  });

  it('records a key activated and deactivated, and desktop sign-ins, as the device, never the key', async () => {
    const device = await activatedDevice(testApp.app, mail);
    const onDevice = { key: device.key, fingerprint: device.fingerprint, login: device.owner.body.email };
    time.advance(minutes(1));
    // Activating again on the same device changes nothing, so it records nothing.
    const again = await callApp(testApp.app, '/api/app/activate', activateBody(device.key, device.fingerprint));
    expect(again.valid).toBe(true);
    const signedIn = await post(testApp.app, '/api/app/sign-in', { ...onDevice, password: device.owner.body.password });
    expect(signedIn.statusCode).toBe(200);
    time.advance(minutes(1));
    const refused = await post(testApp.app, '/api/app/sign-in', { ...onDevice, password: 'not this one at all' });
    expect(refused.statusCode).toBe(401);
    time.advance(minutes(1));
    const deactivate = { key: device.key, fingerprint: device.fingerprint, nonce: newNonce() };
    expect((await callApp(testApp.app, '/api/app/deactivate', deactivate)).code).toBe('NOT_ACTIVATED');
    // A second deactivation finds the key free: nothing more to record.
    expect((await callApp(testApp.app, '/api/app/deactivate', { ...deactivate, nonce: newNonce() })).code).toBe(
      'NOT_ACTIVATED',
    );

    const events = await all(device.owner.token);
    expect(typesOf(events)).toEqual(['key-deactivated', 'sign-in-failed', 'sign-in-succeeded', 'key-activated']);
    const [deactivated, failed, succeeded, activated] = events;
    const deviceName = succeeded?.details.device;
    expect(deviceName).toEqual(expect.any(String));
    const asDevice = { kind: 'device', label: deviceName };
    expect(activated).toMatchObject({ actor: asDevice, ip: '127.0.0.1', details: { device: deviceName, slot: '1' } });
    expect(deactivated).toMatchObject({ actor: asDevice, details: { device: deviceName, slot: '1' } });
    expect(failed).toMatchObject({
      type: 'sign-in-failed',
      actor: asDevice,
      details: { reason: 'wrong-password', device: deviceName },
    });
    expect(succeeded).toMatchObject({ type: 'sign-in-succeeded', actor: { kind: 'owner', label: '' } });
    const stored = JSON.stringify(await rowsOf(device.companyId));
    for (const secret of ['not this one at all', device.owner.body.password, device.key, device.fingerprint]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('pages newest first by cursor, each event once, and shows a company only its own events', async () => {
    const owner = await signUp(testApp.app);
    for (let i = 0; i < 5; i += 1) {
      time.advance(minutes(1));
      await signIn(testApp.app, owner.body.email, `wrong ${i}`);
    }
    const first = await page(owner.token, '?limit=2');
    expect(first.events).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(owner.token, `?limit=2&before=${encodeURIComponent(first.nextCursor!)}`);
    const third = await page(owner.token, `?limit=2&before=${encodeURIComponent(second.nextCursor!)}`);
    expect(third.nextCursor).toBeNull();
    const seen = [...first.events, ...second.events, ...third.events];
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map((event) => event.id)).size).toBe(5);
    const instants = seen.map((event) => event.at);
    expect(instants).toEqual([...instants].sort().reverse());
    expect(seen.some((event) => (event.actor.kind as string) !== 'owner')).toBe(false);
    expect((await all(a.ownerToken)).some((event) => seen.some((mine) => mine.id === event.id))).toBe(false);
  });

  it('is for the owner only, and refuses a malformed query with a problem body', async () => {
    const admin = await signIn(
      testApp.app,
      (await addStaff(testApp.app, a.ownerToken, { role: 'admin' })).body.login,
      'doctor pass',
    );
    const refused = await call(testApp.app, admin.json().token, 'GET', '/api/company/security-events');
    expect(refused.statusCode).toBe(403);
    for (const query of ['?limit=0', '?limit=101', '?limit=x', '?before=yesterday', '?other=1']) {
      const response = await call(testApp.app, a.ownerToken, 'GET', `/api/company/security-events${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.headers['content-type']).toContain(problemContentType);
    }
    const bad = await call(testApp.app, a.ownerToken, 'GET', '/api/company/security-events?before=2026-01-01');
    expect(blamedFields(bad)).toEqual(['querystring/before']);
  });

  it('refuses details named like a credential and stores nothing then', async () => {
    const before = (await rowsOf(a.companyId)).length;
    await expect(
      recordSecurityEvent(testApp.db, {
        companyId: a.companyId,
        type: 'password-changed',
        source: { actor: { kind: 'system', label: '' }, ip: null },
        at: time.now(),
        details: { newPassword: 'oops' },
      }),
    ).rejects.toBeInstanceOf(SecretInDetailsError);
    expect(await rowsOf(a.companyId)).toHaveLength(before);
  });
});
