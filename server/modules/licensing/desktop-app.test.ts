import { activationKeyFromBytes, activationKeyPattern } from '../../../contract/rules/activation-key';
import { checkLease } from '../../cli/desktop-client/client';
import { mailbox, post, signUp, withToken } from '../../../server-test/accounts';
import { useClockedApp } from '../../../server-test/clocked-app';
import {
  activateBody,
  callApp,
  confirmedCompany,
  listKeys,
  newFingerprint,
  newNonce,
  publicKeys,
} from '../../../server-test/licensing';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { days, hours, minutes } from '../../../server-test/test-clock';
import { testDialect } from '../../../server-test/test-db';

const leasePayload = (lease: { payload: string }) =>
  JSON.parse(Buffer.from(lease.payload, 'base64url').toString('utf8')) as Record<string, unknown>;

describe(`the desktop-app license API on ${testDialect()}`, () => {
  const { time, mail, app, testApp } = useClockedApp();

  const licenseRow = (companyId: string) =>
    testApp().db.selectFrom('company_licenses').selectAll().where('company_id', '=', companyId).executeTakeFirst();

  describe('keys in the cabinet', () => {
    it('are hidden until the e-mail is confirmed', async () => {
      const { token } = await signUp(app());
      const response = await app().inject({ url: '/api/company/keys', headers: withToken(token) });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('EMAIL_NOT_CONFIRMED');
      expect(await testApp().db.selectFrom('device_slots').selectAll().execute()).toHaveLength(0);
    });

    it('are two for the trial, well-formed, stable, unnamed (no server-made text) and stored sealed', async () => {
      const { token, account } = await confirmedCompany(app(), mail, { language: 'uk' });
      const keys = await listKeys(app(), token);
      // The SPA names an unnamed slot by its number in the reader's language, whatever the company's.
      expect(keys.map((key) => [key.slot, key.deviceName, key.reportedName, key.status, key.covered])).toEqual([
        [1, null, null, 'not-activated', true],
        [2, null, null, 'not-activated', true],
      ]);
      for (const key of keys) expect(key.key).toMatch(new RegExp(activationKeyPattern));
      expect(await listKeys(app(), token)).toEqual(keys);

      const rows = await testApp()
        .db.selectFrom('device_slots')
        .selectAll()
        .where('company_id', '=', account.company.id)
        .execute();
      for (const row of rows) {
        const key = keys.find((candidate) => candidate.id === row.id)!.key;
        expect(row.key_sealed).not.toContain(key);
        expect(row.key_sealed).not.toContain(key.replace(/-/g, ''));
        expect(row.key_lookup).toMatch(/^[0-9a-f]{64}$/);
      }
    });

    it('can be listed by many requests at once without making extra slots', async () => {
      const { token, account } = await confirmedCompany(app(), mail);
      await Promise.all(Array.from({ length: 10 }, () => listKeys(app(), token)));
      const rows = await testApp()
        .db.selectFrom('device_slots')
        .select('slot')
        .where('company_id', '=', account.company.id)
        .execute();
      expect(rows.map((row) => row.slot).sort()).toEqual([1, 2]);
    });

    it('rename a device, refusing empty, blank and over-long names', async () => {
      const { token } = await confirmedCompany(app(), mail);
      const [key] = await listKeys(app(), token);
      const rename = (deviceName: unknown) =>
        app().inject({
          method: 'PATCH',
          url: `/api/company/keys/${key!.id}`,
          headers: withToken(token),
          payload: { deviceName },
        });
      for (const bad of ['', '   ', 'x'.repeat(101), 42, null]) {
        const response = await rename(bad);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0].field).toBe('body/deviceName');
      }
      const renamed = await rename('  Surgery room Mac  ');
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().deviceName).toBe('Surgery room Mac');
    });

    it("are never read or changed through another company's session", async () => {
      const owner = await confirmedCompany(app(), mail);
      const stranger = await confirmedCompany(app(), mail);
      const [key] = await listKeys(app(), owner.token);
      const strangerKeys = await listKeys(app(), stranger.token);
      expect(strangerKeys.map((candidate) => candidate.id)).not.toContain(key!.id);

      const rename = await app().inject({
        method: 'PATCH',
        url: `/api/company/keys/${key!.id}`,
        headers: withToken(stranger.token),
        payload: { deviceName: 'Mine now' },
      });
      const reload = await post(app(), `/api/company/keys/${key!.id}/reload`, undefined, withToken(stranger.token));
      expect([rename.statusCode, reload.statusCode]).toEqual([404, 404]);
      expect(await listKeys(app(), owner.token)).toContainEqual(key);
    });

    it('answer 401 without a session and 400 for a malformed key id', async () => {
      expect((await app().inject({ url: '/api/company/keys' })).statusCode).toBe(401);
      const { token } = await confirmedCompany(app(), mail);
      const response = await post(app(), '/api/company/keys/..%2F..%2Fetc/reload', undefined, withToken(token));
      expect(response.statusCode).toBe(400);
    });
  });

  describe('activate', () => {
    it('binds the device, starts the trial and returns a lease the program can verify offline', async () => {
      const { token, account } = await confirmedCompany(app(), mail);
      const [key] = await listKeys(app(), token);
      const fingerprint = newFingerprint();
      const body = activateBody(key!.key, fingerprint);
      const answer = await callApp(app(), '/api/app/activate', body);
      expect(answer).toMatchObject({ valid: true, code: 'VALID' });

      const check = checkLease(answer.lease!, await publicKeys(app()), fingerprint, time.now(), body.nonce);
      expect(check.ok).toBe(true);
      expect(leasePayload(answer.lease!)).toMatchObject({
        keyId: key!.id,
        slot: 1,
        keyVersion: 1,
        companyId: account.company.id,
        plan: 'trial',
        issuedAt: time.now().toISOString(),
        expiresAt: new Date(time.now().getTime() + days(2)).toISOString(),
        leaseExpiresAt: new Date(time.now().getTime() + days(2)).toISOString(),
        nonce: body.nonce,
      });
      expect((await licenseRow(account.company.id))?.trial_started_at).toBe(time.now().toISOString());

      const [listed] = await listKeys(app(), token);
      expect(listed).toMatchObject({
        status: 'activated',
        os: 'windows',
        appVersion: '1.4.0',
        deviceName: null,
        reportedName: 'Reception PC',
        activatedAt: time.now().toISOString(),
      });
    });

    it("keeps the name the clinic gave, and the program's own name beside it", async () => {
      const { token } = await confirmedCompany(app(), mail);
      const [key] = await listKeys(app(), token);
      const renamed = await app().inject({
        method: 'PATCH',
        url: `/api/company/keys/${key!.id}`,
        headers: withToken(token),
        payload: { deviceName: 'Reception PC (Room 1)' },
      });
      expect(renamed.statusCode).toBe(200);
      const answer = await callApp(app(), '/api/app/activate', activateBody(key!.key, newFingerprint()));
      expect(answer.code).toBe('VALID');
      const [listed] = await listKeys(app(), token);
      expect(listed).toMatchObject({ deviceName: 'Reception PC (Room 1)', reportedName: 'Reception PC' });
    });

    it('accepts the key as people type it, and is idempotent for the same device', async () => {
      const { token, account } = await confirmedCompany(app(), mail);
      const [key] = await listKeys(app(), token);
      const fingerprint = newFingerprint();
      const started = time.now().toISOString();
      await callApp(app(), '/api/app/activate', activateBody(key!.key, fingerprint));
      time.advance(hours(3));
      const typed = key!.key.toLowerCase().replace(/-/g, ' ');
      const again = await callApp(app(), '/api/app/activate', activateBody(typed, fingerprint));
      expect(again.code).toBe('VALID');
      expect((await licenseRow(account.company.id))?.trial_started_at).toBe(started);
      expect((await listKeys(app(), token))[0]!.activatedAt).toBe(started);
    });

    it('refuses a key bound to another device, and never moves it', async () => {
      const { token } = await confirmedCompany(app(), mail);
      const [key] = await listKeys(app(), token);
      const first = newFingerprint();
      await callApp(app(), '/api/app/activate', activateBody(key!.key, first));
      const answer = await callApp(app(), '/api/app/activate', activateBody(key!.key, newFingerprint()));
      expect(answer).toEqual({ valid: false, code: 'DEVICE_MISMATCH' });
      expect(
        (
          await callApp(app(), '/api/app/validate', {
            ...activateBody(key!.key, first),
            os: undefined,
            deviceName: undefined,
          })
        ).code,
      ).toBe('VALID');
    });

    it('lets exactly one of 20 devices racing for one key have it', async () => {
      const { token } = await confirmedCompany(app(), mail);
      const [key] = await listKeys(app(), token);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => callApp(app(), '/api/app/activate', activateBody(key!.key, newFingerprint()))),
      );
      expect(answers.filter((answer) => answer.code === 'VALID')).toHaveLength(1);
      expect(answers.filter((answer) => answer.code === 'DEVICE_MISMATCH')).toHaveLength(19);
    });

    it('starts the trial clock once when both keys are activated at the same moment', async () => {
      const { token, account } = await confirmedCompany(app(), mail);
      const keys = await listKeys(app(), token);
      const answers = await Promise.all(
        keys.flatMap((key) =>
          Array.from({ length: 10 }, () =>
            callApp(app(), '/api/app/activate', activateBody(key.key, `${key.id}-device-fingerprint`)),
          ),
        ),
      );
      expect(answers.every((answer) => answer.code === 'VALID')).toBe(true);
      expect((await licenseRow(account.company.id))?.trial_started_at).toBe(time.now().toISOString());
    });

    it('answers UNKNOWN_KEY for a well-formed key nobody was given', async () => {
      const key = activationKeyFromBytes(Buffer.alloc(15, 7));
      expect(await callApp(app(), '/api/app/activate', activateBody(key, newFingerprint()))).toEqual({
        valid: false,
        code: 'UNKNOWN_KEY',
      });
    });

    it('answers EMAIL_NOT_CONFIRMED when the company has no confirmed e-mail any more', async () => {
      const { token, account } = await confirmedCompany(app(), mail);
      const [key] = await listKeys(app(), token);
      await testApp()
        .db.updateTable('companies')
        .set({ email_confirmed_at: null })
        .where('id', '=', account.company.id)
        .execute();
      expect((await callApp(app(), '/api/app/activate', activateBody(key!.key, newFingerprint()))).code).toBe(
        'EMAIL_NOT_CONFIRMED',
      );
      expect((await licenseRow(account.company.id))?.trial_started_at ?? null).toBeNull();
    });

    it('refuses malformed requests with a 400 naming the field, and changes nothing', async () => {
      const { token } = await confirmedCompany(app(), mail);
      const [key] = await listKeys(app(), token);
      const good = activateBody(key!.key, newFingerprint());
      const typo = key!.key.slice(0, -1) + (key!.key.endsWith('0') ? '1' : '0');
      const cases: [string, unknown, string][] = [
        ['a typo in the key (check character)', { ...good, key: typo }, 'body/key'],
        ['a missing key', { ...good, key: undefined }, 'body/key'],
        ['a numeric key', { ...good, key: 12345 }, 'body/key'],
        ['a huge key', { ...good, key: 'A'.repeat(10_000) }, 'body/key'],
        ['a short fingerprint', { ...good, fingerprint: 'abc' }, 'body/fingerprint'],
        ['an unknown OS', { ...good, os: 'linux' }, 'body/os'],
        ['a version that is not one', { ...good, appVersion: "1.0'; drop table companies; --" }, 'body/appVersion'],
        ['a nonce with spaces', { ...good, nonce: 'not a nonce at all, really' }, 'body/nonce'],
        ['a blank device name', { ...good, deviceName: '   ' }, 'body/deviceName'],
        ['an extra field', { ...good, admin: true }, 'body/admin'],
      ];
      for (const [, body, field] of cases) {
        const response = await post(app(), '/api/app/activate', body);
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
      }
      expect((await listKeys(app(), token))[0]!.status).toBe('not-activated');
    });
  });

  describe('validate and deactivate', () => {
    it('answers every code a device can meet over its life', async () => {
      const { token } = await confirmedCompany(app(), mail);
      const [key, spare] = await listKeys(app(), token);
      const device = newFingerprint();
      const validate = (candidate: string, fingerprint = device) =>
        callApp(app(), '/api/app/validate', { key: candidate, fingerprint, appVersion: '1.4.1', nonce: newNonce() });

      expect((await validate(key!.key)).code).toBe('NOT_ACTIVATED');
      await callApp(app(), '/api/app/activate', activateBody(key!.key, device));
      time.advance(hours(20));
      const valid = await validate(key!.key);
      expect(valid.code).toBe('VALID');
      expect(leasePayload(valid.lease!).issuedAt).toBe(time.now().toISOString());
      expect((await listKeys(app(), token))[0]).toMatchObject({
        lastSeenAt: time.now().toISOString(),
        appVersion: '1.4.1',
      });
      expect((await validate(key!.key, newFingerprint())).code).toBe('DEVICE_MISMATCH');

      const reloaded = await post(app(), `/api/company/keys/${key!.id}/reload`, undefined, withToken(token));
      expect(reloaded.statusCode).toBe(200);
      expect(reloaded.json().key).not.toBe(key!.key);
      expect(reloaded.json().status).toBe('not-activated');
      expect((await validate(key!.key)).code).toBe('KEY_REVOKED');
      expect((await callApp(app(), '/api/app/activate', activateBody(key!.key, device))).code).toBe('KEY_REVOKED');
      expect((await validate(reloaded.json().key)).code).toBe('NOT_ACTIVATED');
      expect((await callApp(app(), '/api/app/activate', activateBody(reloaded.json().key, device))).code).toBe('VALID');

      // The trial of 2 days counts from the first activation, 20 hours ago.
      time.advance(hours(28));
      expect((await validate(reloaded.json().key)).code).toBe('EXPIRED');
      expect((await callApp(app(), '/api/app/activate', activateBody(spare!.key, newFingerprint()))).code).toBe(
        'EXPIRED',
      );
    });

    it('answer UNKNOWN_KEY for a key nobody was given and EMAIL_NOT_CONFIRMED once the e-mail is unconfirmed', async () => {
      const { token, account } = await confirmedCompany(app(), mail);
      const [key] = await listKeys(app(), token);
      const device = newFingerprint();
      await callApp(app(), '/api/app/activate', activateBody(key!.key, device));
      const validate = (candidate: string) =>
        callApp(app(), '/api/app/validate', {
          key: candidate,
          fingerprint: device,
          appVersion: '1.4.1',
          nonce: newNonce(),
        });

      expect(await validate(activationKeyFromBytes(Buffer.alloc(15, 11)))).toEqual({
        valid: false,
        code: 'UNKNOWN_KEY',
      });
      expect((await validate(key!.key)).code).toBe('VALID');
      await testApp()
        .db.updateTable('companies')
        .set({ email_confirmed_at: null })
        .where('id', '=', account.company.id)
        .execute();
      expect(await validate(key!.key)).toEqual({ valid: false, code: 'EMAIL_NOT_CONFIRMED' });
    });

    it('frees the key from the device that holds it, and only from that one', async () => {
      const { token } = await confirmedCompany(app(), mail);
      const [key] = await listKeys(app(), token);
      const device = newFingerprint();
      await callApp(app(), '/api/app/activate', activateBody(key!.key, device));
      const deactivate = (fingerprint: string) =>
        callApp(app(), '/api/app/deactivate', { key: key!.key, fingerprint, nonce: newNonce() });

      expect(await deactivate(newFingerprint())).toEqual({ valid: false, code: 'DEVICE_MISMATCH' });
      expect(await deactivate(device)).toEqual({ valid: false, code: 'NOT_ACTIVATED' });
      expect((await listKeys(app(), token))[0]!.status).toBe('not-activated');
      const other = newFingerprint();
      expect((await callApp(app(), '/api/app/activate', activateBody(key!.key, other))).code).toBe('VALID');
    });

    it('write the last-seen time at most once a minute, unless the app version changed', async () => {
      const { token } = await confirmedCompany(app(), mail);
      const [key] = await listKeys(app(), token);
      const device = newFingerprint();
      await callApp(app(), '/api/app/activate', activateBody(key!.key, device));
      const validate = (appVersion: string) =>
        callApp(app(), '/api/app/validate', { key: key!.key, fingerprint: device, appVersion, nonce: newNonce() });
      const seen = async () => (await listKeys(app(), token))[0]!;

      time.advance(minutes(5));
      const firstAt = time.now().toISOString();
      expect((await validate('1.4.1')).code).toBe('VALID');
      expect(await seen()).toMatchObject({ lastSeenAt: firstAt, appVersion: '1.4.1' });

      time.advance(minutes(0.5));
      const valid = await validate('1.4.1');
      expect(leasePayload(valid.lease!).issuedAt).toBe(time.now().toISOString());
      expect(await seen()).toMatchObject({ lastSeenAt: firstAt });

      expect((await validate('1.5.0')).code).toBe('VALID');
      expect(await seen()).toMatchObject({ lastSeenAt: time.now().toISOString(), appVersion: '1.5.0' });

      time.advance(minutes(1));
      expect((await validate('1.5.0')).code).toBe('VALID');
      expect(await seen()).toMatchObject({ lastSeenAt: time.now().toISOString() });
    });
  });

  it('publishes the public key that verifies its leases', async () => {
    const response = await app().inject({ url: '/api/app/public-key' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kid: body.currentKid, algorithm: 'Ed25519' });
    expect(body.keys[0].publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });
});

describe(`deactivation limits on ${testDialect()}`, () => {
  const mail = mailbox();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      onMailQueued: mail.onMailQueued,
      env: { RATE_LIMIT_DEACTIVATE_ACCOUNT: '2/1h' },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuse a third deactivation of one key within the hour, with Retry-After', async () => {
    const { token } = await confirmedCompany(testApp.app, mail);
    const [key] = await listKeys(testApp.app, token);
    const deactivate = () =>
      post(testApp.app, '/api/app/deactivate', { key: key!.key, fingerprint: newFingerprint(), nonce: newNonce() });
    expect((await deactivate()).statusCode).toBe(200);
    expect((await deactivate()).statusCode).toBe(200);
    const refused = await deactivate();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
