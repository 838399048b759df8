import { type SignedUp, signUp } from '../../../server-test/accounts';
import { type PlatformStandIn, startPlatformStandIn } from '../../../server-test/patient-platform-stand-in';
import { blamedFields, call } from '../../../server-test/settings';
import { type TestApp, createTestApp, logCollector } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';

const goodToken = 'platform-token-0123456789';

describe(`/api/company/platform on ${testDialect()}`, () => {
  let platform: PlatformStandIn;
  let testApp: TestApp;
  let owner: SignedUp;

  beforeAll(async () => {
    platform = await startPlatformStandIn(goodToken);
    testApp = await createTestApp({ env: { PATIENT_PLATFORM_URL: platform.url } });
  });
  afterAll(async () => {
    await testApp.close();
    await platform.close();
  });
  beforeEach(async () => {
    owner = await signUp(testApp.app);
  });

  const request = (method: 'GET' | 'PUT' | 'DELETE', body?: unknown, app = testApp.app, token = owner.token) =>
    call(app, token, method, '/api/company/platform', body);
  const storedToken = async () =>
    (
      await testApp.db
        .selectFrom('companies')
        .select(['platform_token_encrypted', 'platform_linked_at'])
        .where('id', '=', owner.account.company.id)
        .executeTakeFirstOrThrow()
    ).platform_token_encrypted;

  it('starts unlinked', async () => {
    expect((await request('GET')).json()).toEqual({ configured: true, linked: false, linkedAt: null });
  });

  it('links with a token the platform accepts, stores it encrypted, and unlinks', async () => {
    const checks = platform.checks();
    const linked = await request('PUT', { token: goodToken });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ configured: true, linked: true, linkedAt: expect.any(String) });
    expect(platform.checks()).toBe(checks + 1);

    const sealed = await storedToken();
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(goodToken);
    expect(sealed).not.toContain(Buffer.from(goodToken).toString('base64url'));

    expect((await request('DELETE')).statusCode).toBe(204);
    expect(await storedToken()).toBeNull();
    expect((await request('GET')).json()).toEqual({ configured: true, linked: false, linkedAt: null });
  });

  it('refuses a token the platform refuses, storing nothing', async () => {
    const response = await request('PUT', { token: 'platform-token-wrong' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PLATFORM_TOKEN_REJECTED', errors: [{ field: 'body/token' }] });
    expect(await storedToken()).toBeNull();
  });

  it.each([[''], ['short'], ['has spaces inside it'], ['x'.repeat(10_000)], [12345678]])(
    'refuses the malformed token %p without asking the platform',
    async (token) => {
      const checks = platform.checks();
      const response = await request('PUT', { token });
      expect(response.statusCode).toBe(400);
      expect(blamedFields(response)).toContain('body/token');
      expect(platform.checks()).toBe(checks);
    },
  );

  it('answers 503 when the platform does not answer, and 409 logged as info when none is configured', async () => {
    const down = await startPlatformStandIn(goodToken);
    await down.close();
    const unreachable = await createTestApp({ env: { PATIENT_PLATFORM_URL: down.url }, sharedDb: testApp.testDb });
    const logs = logCollector();
    const unconfigured = await createTestApp({
      sharedDb: testApp.testDb,
      env: { LOG_LEVEL: 'info' },
      logStream: logs.stream,
    });
    try {
      const a = await request('PUT', { token: goodToken }, unreachable.app);
      expect(a.statusCode).toBe(503);
      expect(a.json().code).toBe('PLATFORM_UNAVAILABLE');
      expect((await request('GET', undefined, unconfigured.app)).json().configured).toBe(false);
      const refused = await request('PUT', { token: goodToken }, unconfigured.app);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ status: 409, code: 'PLATFORM_NOT_CONFIGURED' });
      // Start-up warns about its generated development keys; the request logs no error and no stack.
      expect(logs.lines.filter((line) => (line.level as number) >= 50 || 'err' in line)).toEqual([]);
      expect(logs.lines).toContainEqual(
        expect.objectContaining({ level: 30, msg: expect.stringContaining('PATIENT_PLATFORM_URL') }),
      );
      expect(await storedToken()).toBeNull();
    } finally {
      await unreachable.close();
      await unconfigured.close();
    }
  });
});
