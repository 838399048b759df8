import { type SignedUp, mailbox } from '../../../server-test/accounts';
import { confirmedCompany } from '../../../server-test/licensing';
import { call, testImage, uploadAvatar } from '../../../server-test/settings';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';

/** Every settings route; the first test fails when one is added without being covered here. */
const coveredRoutes = [
  'DELETE /api/company/avatar',
  'DELETE /api/company/platform',
  'DELETE /api/company/staff/{id}',
  'DELETE /api/price-list/rows/{id}',
  'GET /api/avatars/{file}',
  'GET /api/company/avatar',
  'GET /api/company/platform',
  'GET /api/company/profile',
  'GET /api/company/staff',
  'GET /api/price-list',
  'POST /api/company/password',
  'POST /api/company/staff',
  'POST /api/price-list/rows',
  'PUT /api/company/avatar',
  'PUT /api/company/platform',
  'PUT /api/company/profile',
  'PUT /api/company/staff/{id}',
  'PUT /api/price-list/currency',
  'PUT /api/price-list/rows/{id}',
];

describe(`company A never reads or changes company B's settings on ${testDialect()}`, () => {
  const mail = mailbox();
  let testApp: TestApp;
  let a: SignedUp;
  let b: SignedUp;

  beforeAll(async () => {
    testApp = await createTestApp({ onMailQueued: mail.onMailQueued });
  });
  afterAll(async () => {
    await testApp.close();
  });
  beforeEach(async () => {
    // Confirmed, as staff management needs.
    a = await confirmedCompany(testApp.app, mail, { companyName: 'Clinic A' });
    b = await confirmedCompany(testApp.app, mail, { companyName: 'Clinic B' });
  });

  const as = (who: SignedUp) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(testApp.app, who.token, method, url, body);

  // The keys, orders, installers, license and account-name routes have isolation tests of their own.
  it('covers every settings route the API documents', async () => {
    const document = (await testApp.app.inject({ url: '/api/docs/json' })).json();
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => /^\/api\/(company\/(profile|avatar|password|staff|platform)|price-list|avatars)/.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(coveredRoutes);
  });

  it("price rows: A neither lists, saves nor deletes B's rows", async () => {
    const row = (
      await as(b)('POST', '/api/price-list/rows', { elementCode: 'implant', name: 'B implant', price: '900' })
    ).json();
    expect((await as(a)('GET', '/api/price-list')).json().rows).toEqual([]);
    const save = await as(a)('PUT', `/api/price-list/rows/${row.id}`, {
      elementCode: null,
      name: 'hijacked',
      price: '1',
      version: 1,
    });
    expect(save.statusCode).toBe(404);
    expect((await as(a)('DELETE', `/api/price-list/rows/${row.id}`)).statusCode).toBe(404);
    await as(a)('PUT', '/api/price-list/currency', { currency: 'JPY' });
    expect((await as(b)('GET', '/api/price-list')).json()).toMatchObject({
      currency: 'USD',
      rows: [{ id: row.id, name: 'B implant', priceMinor: 90000, version: 1 }],
    });
  });

  it("staff: A neither lists, edits nor removes B's members", async () => {
    const member = (
      await as(b)('POST', '/api/company/staff', {
        firstName: 'Bo',
        lastName: 'B',
        login: `b-doc-${Date.now()}`,
        role: 'doctor',
        password: 'secret B',
      })
    ).json();
    expect((await as(a)('GET', '/api/company/staff')).json().staff).toEqual([]);
    const edit = await as(a)('PUT', `/api/company/staff/${member.id}`, {
      firstName: 'X',
      lastName: 'X',
      login: member.login,
      role: 'admin',
      password: 'taken over',
    });
    expect(edit.statusCode).toBe(404);
    expect((await as(a)('DELETE', `/api/company/staff/${member.id}`)).statusCode).toBe(404);
    expect((await as(b)('GET', '/api/company/staff')).json().staff).toEqual([
      expect.objectContaining({ id: member.id, firstName: 'Bo', role: 'doctor' }),
    ]);
  });

  it("avatar, profile and platform: A's changes never touch B's", async () => {
    const bLogo = (await uploadAvatar(testApp.app, b.token, await testImage('png'))).json().url;
    expect((await as(a)('GET', '/api/company/avatar')).json().url).toBeNull();
    const aLogo = (await uploadAvatar(testApp.app, a.token, await testImage('jpeg'))).json().url;
    expect(aLogo).not.toBe(bLogo);
    await as(a)('DELETE', '/api/company/avatar');
    expect((await as(b)('GET', '/api/company/avatar')).json().url).toBe(bLogo);
    expect((await testApp.app.inject({ url: bLogo })).statusCode).toBe(200);

    await as(a)('PUT', '/api/company/profile', {
      country: 'PL',
      city: 'Kraków',
      ceo: 'A',
      contactPerson: '',
      phone: '+48 12 345 67 89',
    });
    expect((await as(b)('GET', '/api/company/profile')).json()).toMatchObject({ city: '', complete: false });
    expect((await as(b)('GET', '/api/account')).json().settings).toEqual({
      profileComplete: false,
      filledPriceRows: 0,
      avatarUrl: bLogo,
    });
  });
});
