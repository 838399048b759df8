import { type SignedUp, signUp } from '../../../server-test/accounts';
import { blamedFields, call } from '../../../server-test/settings';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';

const validProfile = {
  country: 'UA',
  city: 'Kyiv',
  ceo: 'Olena Koval',
  contactPerson: '',
  phone: '044 123 4567',
};

describe(`/api/company/profile on ${testDialect()}`, () => {
  let testApp: TestApp;
  let owner: SignedUp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });
  beforeEach(async () => {
    owner = await signUp(testApp.app);
  });

  const put = (body: unknown) => call(testApp.app, owner.token, 'PUT', '/api/company/profile', body);

  it('starts empty and incomplete', async () => {
    const response = await call(testApp.app, owner.token, 'GET', '/api/company/profile');
    expect(response.json()).toEqual({
      country: null,
      city: '',
      ceo: '',
      contactPerson: '',
      phone: null,
      address: '',
      website: '',
      complete: false,
    });
  });

  it('saves the profile with the phone in E.164 and reports it complete, also on /api/account', async () => {
    const response = await put({ ...validProfile, city: '  Kyiv  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...validProfile,
      phone: '+380441234567',
      address: '',
      website: '',
      complete: true,
    });
    const account = await call(testApp.app, owner.token, 'GET', '/api/account');
    expect(account.json().settings.profileComplete).toBe(true);
    expect((await call(testApp.app, owner.token, 'GET', '/api/company/profile')).json().phone).toBe('+380441234567');
  });

  it('keeps the address and the website patients see, the website as an https link, until they are sent again', async () => {
    const saved = await put({ ...validProfile, address: ' 12 Khreshchatyk St ', website: 'smile.example/kyiv' });
    expect(saved.json()).toMatchObject({ address: '12 Khreshchatyk St', website: 'https://smile.example/kyiv' });
    expect((await put(validProfile)).json()).toMatchObject({ address: '12 Khreshchatyk St' });
    expect((await put({ ...validProfile, website: '' })).json()).toMatchObject({ website: '' });
  });

  it('reads an international number whatever the country', async () => {
    const response = await put({ ...validProfile, country: 'DE', phone: '+1 (212) 555-0100' });
    expect(response.json().phone).toBe('+12125550100');
  });

  it.each([
    ['an unknown country', { country: 'XX' }, 'body/country'],
    ['an empty country', { country: '' }, 'body/country'],
    ['a lower-case country', { country: 'ua' }, 'body/country'],
    ['an empty city', { city: '' }, 'body/city'],
    ['a blank city', { city: '   ' }, 'body/city'],
    ['a 10 kB city', { city: 'x'.repeat(10_000) }, 'body/city'],
    ['an empty CEO', { ceo: '' }, 'body/ceo'],
    ['a numeric CEO', { ceo: 42 }, 'body/ceo'],
    ['a 10 kB contact person', { contactPerson: 'x'.repeat(10_000) }, 'body/contactPerson'],
    ['an empty phone', { phone: '' }, 'body/phone'],
    ['letters for a phone', { phone: 'call me maybe' }, 'body/phone'],
    ['a too short phone', { phone: '12' }, 'body/phone'],
    ['a 10 kB phone', { phone: '1'.repeat(10_000) }, 'body/phone'],
    ['a phone as a number', { phone: 380441234567 }, 'body/phone'],
    ['a script for a website', { website: 'javascript:alert(1)' }, 'body/website'],
    ['a bare word for a website', { website: 'clinic' }, 'body/website'],
    ['a 10 kB website', { website: `https://${'x'.repeat(10_000)}.example` }, 'body/website'],
    ['a 10 kB address', { address: 'x'.repeat(10_000) }, 'body/address'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_label, change, field) => {
    const response = await put({ ...validProfile, ...change });
    expect(response.statusCode).toBe(400);
    expect(blamedFields(response)).toContain(field);
    expect((await call(testApp.app, owner.token, 'GET', '/api/company/profile')).json().complete).toBe(false);
  });

  it('refuses a missing field and an unknown one', async () => {
    const { ceo: _ceo, ...withoutCeo } = validProfile;
    expect(blamedFields(await put(withoutCeo))).toContain('body/ceo');
    expect((await put({ ...validProfile, avatar: 'x' })).statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/company/profile', payload: validProfile });
    expect(response.statusCode).toBe(401);
  });
});
