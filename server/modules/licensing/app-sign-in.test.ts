import type { LightMyRequestResponse } from 'fastify';
import { activationKeyFromBytes } from '../../../contract/rules/activation-key';
import { type SignedUp, addStaff, mailbox, post, uniqueEmail, withToken } from '../../../server-test/accounts';
import { useClockedApp } from '../../../server-test/clocked-app';
import { activateBody, callApp, confirmedCompany, listKeys, newFingerprint } from '../../../server-test/licensing';
import { blamedFields, testImage, uploadAvatar } from '../../../server-test/settings';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { days } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';

/** A confirmed company with its first key activated on `fingerprint`: a device people can sign in on. */
const activatedDevice = async (app: TestApp['app'], mail: ReturnType<typeof mailbox>) => {
  const company = await confirmedCompany(app, mail);
  const [key, spare] = await listKeys(app, company.token);
  const fingerprint = newFingerprint();
  const activated = await callApp(app, '/api/app/activate', activateBody(key!.key, fingerprint));
  if (activated.code !== 'VALID') throw new Error(`activate answered ${activated.code}`);
  return { company, key: key!, spare: spare!, fingerprint };
};

type Device = Awaited<ReturnType<typeof activatedDevice>>;
/** The key text and fingerprint a device sends. */
type DeviceKey = { key: { key: string }; fingerprint: string };

describe(`the desktop app's sign-in on ${testDialect()}`, () => {
  const { time, mail, testApp } = useClockedApp();
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const app = () => testApp().app;
  const signInOn = (device: DeviceKey, login: string, password: string) =>
    post(app(), '/api/app/sign-in', { login, password, key: device.key.key, fingerprint: device.fingerprint });
  const sessionCount = async () =>
    (
      await testApp()
        .db.selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count;
  const expectInvalidCredentials = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const { requestId: _, ...problem } = response.json();
    expect(problem).toEqual({ type: 'about:blank', title: 'Unauthorized', status: 401, code: 'INVALID_CREDENTIALS' });
  };

  describe('on a device holding a valid key', () => {
    let device: Device;
    let owner: SignedUp;
    beforeEach(async () => {
      device = await activatedDevice(app(), mail);
      owner = device.company;
    });

    it('signs the owner in by the company e-mail in any case, named after the account, with no web session', async () => {
      const sessions = await sessionCount();
      const response = await signInOn(device, `  ${owner.body.email.toUpperCase()} `, owner.body.password);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        valid: true,
        code: 'VALID',
        user: {
          kind: 'owner',
          id: owner.account.company.id,
          firstName: null,
          lastName: null,
          displayName: 'Smile Clinic',
        },
        company: { id: owner.account.company.id, name: 'Smile Clinic', avatarUrl: null, currency: 'USD' },
      });
      expect(await sessionCount()).toBe(sessions);
    });

    it('shows the account name and logo as they are now', async () => {
      const renamed = await app().inject({
        method: 'PUT',
        url: '/api/company/account-name',
        headers: withToken(owner.token),
        payload: { accountName: 'Bright Teeth Kyiv' },
      });
      expect(renamed.statusCode).toBe(200);
      const uploaded = await uploadAvatar(app(), owner.token, await testImage('png'));
      expect(uploaded.statusCode).toBe(200);

      const body = (await signInOn(device, owner.body.email, owner.body.password)).json();
      expect(body.user.displayName).toBe('Bright Teeth Kyiv');
      expect(body.company).toEqual({
        id: owner.account.company.id,
        name: 'Bright Teeth Kyiv',
        avatarUrl: uploaded.json().url,
        currency: 'USD',
      });
      expect(body.company.avatarUrl).toMatch(/^\/api\/avatars\/[0-9a-f]{32}\.png$/);
    });

    it('signs a doctor in by login in any case (the web sign-in refuses doctors)', async () => {
      const doctor = await addStaff(app(), owner.token, { role: 'doctor', firstName: 'Taras', lastName: 'Melnyk' });
      const response = await signInOn(device, doctor.body.login.toUpperCase(), doctor.body.password);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        valid: true,
        code: 'VALID',
        user: { kind: 'doctor', id: doctor.id, firstName: 'Taras', lastName: 'Melnyk', displayName: 'Taras Melnyk' },
        company: { id: owner.account.company.id, name: 'Smile Clinic', avatarUrl: null, currency: 'USD' },
      });
      const web = await post(app(), '/api/auth/sign-in', { login: doctor.body.login, password: doctor.body.password });
      expect(web.json().code).toBe('DOCTOR_WEB_SIGN_IN');
    });

    it('signs an admin in by login, and forgets a removed member', async () => {
      const admin = await addStaff(app(), owner.token, { role: 'admin', firstName: 'Olha', lastName: 'Kravets' });
      const response = await signInOn(device, admin.body.login, admin.body.password);
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toEqual({
        kind: 'admin',
        id: admin.id,
        firstName: 'Olha',
        lastName: 'Kravets',
        displayName: 'Olha Kravets',
      });

      const removed = await app().inject({
        method: 'DELETE',
        url: `/api/company/staff/${admin.id}`,
        headers: withToken(owner.token),
      });
      expect(removed.statusCode).toBe(204);
      expectInvalidCredentials(await signInOn(device, admin.body.login, admin.body.password));
    });

    it('answers a wrong password with 401 INVALID_CREDENTIALS, for the owner and for staff', async () => {
      const doctor = await addStaff(app(), owner.token);
      expectInvalidCredentials(await signInOn(device, owner.body.email, 'not the password'));
      expectInvalidCredentials(await signInOn(device, doctor.body.login, owner.body.password));
      expectInvalidCredentials(await signInOn(device, owner.body.email, owner.body.password.toUpperCase()));
    });

    it('answers an unknown login exactly as a wrong password, after the same argon2 work', async () => {
      const dummy = jest.spyOn(testApp().passwords, 'verifyAgainstNothing');
      expectInvalidCredentials(await signInOn(device, uniqueEmail('nobody'), owner.body.password));
      expectInvalidCredentials(await signInOn(device, 'no.such.doctor', owner.body.password));
      expect(dummy).toHaveBeenCalledTimes(2);
    });

    it("refuses the owner and the staff of another company on this company's device", async () => {
      const other = await activatedDevice(app(), mail);
      const doctor = await addStaff(app(), other.company.token, { role: 'doctor' });
      const admin = await addStaff(app(), other.company.token, { role: 'admin' });
      const strangers: [string, string][] = [
        [other.company.body.email, other.company.body.password],
        [doctor.body.login, doctor.body.password],
        [admin.body.login, admin.body.password],
      ];
      for (const [login, password] of strangers) {
        const response = await signInOn(device, login, password);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ status: 403, code: 'COMPANY_MISMATCH' });
        expect(response.json()).not.toHaveProperty('user');
        // The other company's own device lets them in: the refusal is about the device's company.
        expect((await signInOn(other, login, password)).statusCode).toBe(200);
      }
      // Told only to someone who knows the password.
      expectInvalidCredentials(await signInOn(device, doctor.body.login, 'a guess at it'));
    });

    it.each([
      ['an SQL-looking login', "' OR 1=1 --"],
      ['an SQL-looking e-mail', "admin'--@example.com"],
      ['a unicode login', 'клініка@приклад.укр'],
      ['an emoji login', '🦷.doctor'],
    ])('answers 401 for %s', async (_, login) => {
      expectInvalidCredentials(await signInOn(device, login, "x' OR '1'='1"));
    });
  });

  describe('on a device without a valid key, answers the key code and checks no password', () => {
    const expectKeyCode = async (device: DeviceKey, login: string, password: string, code: string) => {
      const verify = jest.spyOn(testApp().passwords, 'verify');
      const dummy = jest.spyOn(testApp().passwords, 'verifyAgainstNothing');
      const response = await signInOn(device, login, password);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: false, code });
      expect(verify).not.toHaveBeenCalled();
      expect(dummy).not.toHaveBeenCalled();
    };

    it('NOT_ACTIVATED for a key no device holds', async () => {
      const { company, spare } = await activatedDevice(app(), mail);
      await expectKeyCode(
        { key: spare, fingerprint: newFingerprint() },
        company.body.email,
        company.body.password,
        'NOT_ACTIVATED',
      );
    });

    it('DEVICE_MISMATCH for a key bound to another device', async () => {
      const { company, key } = await activatedDevice(app(), mail);
      await expectKeyCode(
        { key, fingerprint: newFingerprint() },
        company.body.email,
        company.body.password,
        'DEVICE_MISMATCH',
      );
    });

    it('KEY_REVOKED for a key reloaded in the cabinet', async () => {
      const device = await activatedDevice(app(), mail);
      const reloaded = await post(
        app(),
        `/api/company/keys/${device.key.id}/reload`,
        undefined,
        withToken(device.company.token),
      );
      expect(reloaded.statusCode).toBe(200);
      await expectKeyCode(device, device.company.body.email, device.company.body.password, 'KEY_REVOKED');
    });

    it('UNKNOWN_KEY for a well-formed key nobody was given', async () => {
      const { company, fingerprint } = await activatedDevice(app(), mail);
      const key = { key: activationKeyFromBytes(Buffer.alloc(15, 9)) };
      await expectKeyCode({ key, fingerprint }, company.body.email, company.body.password, 'UNKNOWN_KEY');
    });

    it('EXPIRED once the plan has ended', async () => {
      const device = await activatedDevice(app(), mail);
      time.advance(days(3));
      await expectKeyCode(device, device.company.body.email, device.company.body.password, 'EXPIRED');
    });

    it('EMAIL_NOT_CONFIRMED when the company e-mail is no longer confirmed', async () => {
      const device = await activatedDevice(app(), mail);
      await testApp()
        .db.updateTable('companies')
        .set({ email_confirmed_at: null })
        .where('id', '=', device.company.account.company.id)
        .execute();
      await expectKeyCode(device, device.company.body.email, device.company.body.password, 'EMAIL_NOT_CONFIRMED');
    });
  });

  describe('bad input', () => {
    let good: Record<string, unknown>;
    beforeAll(async () => {
      const device = await activatedDevice(app(), mail);
      good = {
        login: device.company.body.email,
        password: device.company.body.password,
        key: device.key.key,
        fingerprint: device.fingerprint,
      };
    });

    it.each([
      ['an empty object', {}, ['body/fingerprint', 'body/key', 'body/login', 'body/password']],
      ['no login', { login: undefined }, ['body/login']],
      ['no password', { password: undefined }, ['body/password']],
      ['no key', { key: undefined }, ['body/key']],
      ['no fingerprint', { fingerprint: undefined }, ['body/fingerprint']],
      ['a numeric login', { login: 42 }, ['body/login']],
      ['an object password', { password: { $ne: '' } }, ['body/password']],
      ['a null key', { key: null }, ['body/key']],
      ['an array fingerprint', { fingerprint: ['machine-0123456789abcdef'] }, ['body/fingerprint']],
      ['an empty login', { login: '' }, ['body/login']],
      ['an empty password', { password: '' }, ['body/password']],
      ['a 10 kB login', { login: 'x'.repeat(10_240) }, ['body/login']],
      ['a 10 kB password', { password: 'x'.repeat(10_240) }, ['body/password']],
      ['a 10 kB key', { key: 'A'.repeat(10_240) }, ['body/key']],
      ['a 10 kB fingerprint', { fingerprint: 'f'.repeat(10_240) }, ['body/fingerprint']],
      ['a short fingerprint', { fingerprint: 'abc' }, ['body/fingerprint']],
      ['an SQL-looking key', { key: "'; DROP TABLE device_slots; --" }, ['body/key']],
      ['a unicode key', { key: 'КЛЮЧ-🦷🦷🦷🦷-ABCDE-FGHJK-MNPQR' }, ['body/key']],
      ['a NUL in the login', { login: 'a\u0000@b.co' }, ['body/login']],
      ['an extra field', { companyId: 'another company' }, ['body/companyId']],
    ])('answers 400 naming the field for %s', async (_, change, fields) => {
      const body = Object.keys(change).length === 0 ? {} : { ...good, ...change };
      const response = await post(app(), '/api/app/sign-in', body);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(blamedFields(response).sort()).toEqual(fields);
    });

    it('answers 400 naming the key for a typo caught by its check character', async () => {
      const key = good.key as string;
      const typo = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
      const response = await post(app(), '/api/app/sign-in', { ...good, key: typo });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'body/key', reason: 'format' }]);
    });

    it('takes a unicode password and fingerprint as the text they are', async () => {
      expectInvalidCredentials(await post(app(), '/api/app/sign-in', { ...good, password: 'пароль 🦷 密码' }));
      const elsewhere = await post(app(), '/api/app/sign-in', { ...good, fingerprint: 'машина-🦷-0123456789' });
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.json()).toEqual({ valid: false, code: 'DEVICE_MISMATCH' });
    });

    it('answers 400 for broken JSON', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/app/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: '{"login":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    });
  });

  it('is documented in the OpenAPI document with its answers', async () => {
    const document = (await app().inject({ url: '/api/docs/json' })).json();
    const operation = document.paths['/api/app/sign-in'].post;
    expect(operation.tags).toEqual(['desktop app']);
    expect(operation.summary).toEqual(expect.any(String));
    expect(operation.description).toContain('COMPANY_MISMATCH');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429']));
    expect(operation.security).toEqual([]);
    const schema = operation.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(['fingerprint', 'key', 'login', 'password']);
    expect(schema.additionalProperties).toBe(false);
  });
});

describe(`the desktop app's sign-in limits on ${testDialect()}`, () => {
  const mail = mailbox();
  let testApp: TestApp;
  let device: Device;

  beforeAll(async () => {
    testApp = await createTestApp({
      onMailQueued: mail.onMailQueued,
      env: { RATE_LIMIT_APP_SIGN_IN_IP: '4/1m', RATE_LIMIT_APP_SIGN_IN_ACCOUNT: '2/1m' },
    });
    device = await activatedDevice(testApp.app, mail);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const attempt = (login: string, password: string, remoteAddress: string) =>
    post(
      testApp.app,
      '/api/app/sign-in',
      { login, password, key: device.key.key, fingerprint: device.fingerprint },
      {},
      remoteAddress,
    );
  const expectLimited = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  };

  it('refuse a third attempt for one login within the minute, whatever its case and address', async () => {
    const { email, password } = device.company.body;
    expect((await attempt(email, 'wrong guess', '10.1.0.1')).statusCode).toBe(401);
    expect((await attempt(email.toUpperCase(), 'another guess', '10.1.0.2')).statusCode).toBe(401);
    // Even the right password waits: the limit counts attempts, not failures.
    expectLimited(await attempt(` ${email} `, password, '10.1.0.3'));
  });

  it('refuse a fifth attempt from one address, whatever the logins', async () => {
    for (let index = 0; index < 4; index += 1) {
      expect((await attempt(uniqueEmail('guess'), 'wrong guess', '10.2.0.1')).statusCode).toBe(401);
    }
    expectLimited(await attempt(uniqueEmail('guess'), 'wrong guess', '10.2.0.1'));
    expect((await attempt(uniqueEmail('guess'), 'wrong guess', '10.2.0.2')).statusCode).toBe(401);
  });
});
