import { companyNameMaxLength } from '../../../contract/rules/account';
import { signUp, withToken } from '../../../server-test/accounts';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';

describe(`the account name on ${testDialect()}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const rename = (token: string | null, payload: unknown) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/company/account-name',
      headers: token ? withToken(token) : {},
      payload: payload as object,
    });
  const nameOf = async (token: string) =>
    (await testApp.app.inject({ url: '/api/account', headers: withToken(token) })).json().company.name;

  it('renames the signed-in company, trimmed, and nobody else', async () => {
    const clinic = await signUp(testApp.app, { companyName: 'Smile' });
    const neighbour = await signUp(testApp.app, { companyName: 'Neighbour' });
    const response = await rename(clinic.token, { accountName: '  Smile Dental Studio  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accountName: 'Smile Dental Studio' });
    expect(await nameOf(clinic.token)).toBe('Smile Dental Studio');
    expect(await nameOf(neighbour.token)).toBe('Neighbour');
  });

  it.each([
    ['empty', { accountName: '' }],
    ['blank', { accountName: '   ' }],
    ['too long', { accountName: 'x'.repeat(companyNameMaxLength + 1) }],
    ['not text', { accountName: 42 }],
    ['missing', {}],
    ['with an extra field', { accountName: 'Fine', companyId: 'someone-else' }],
  ])('refuses a name that is %s with a 400 naming the field, changing nothing', async (_case, payload) => {
    const clinic = await signUp(testApp.app, { companyName: 'Unchanged' });
    const response = await rename(clinic.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toMatch(/^body\/(accountName|companyId)$/);
    expect(await nameOf(clinic.token)).toBe('Unchanged');
  });

  it('keeps unicode and SQL-looking names as typed', async () => {
    const clinic = await signUp(testApp.app);
    const name = "Клініка «Усмішка»'; DROP TABLE companies; --";
    expect((await rename(clinic.token, { accountName: name })).json()).toEqual({ accountName: name });
    expect(await nameOf(clinic.token)).toBe(name);
  });

  it('answers 401 without a session', async () => {
    expect((await rename(null, { accountName: 'Anyone' })).statusCode).toBe(401);
  });
});
