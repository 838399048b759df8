import type { PriceRow } from '../../../contract/api/settings';
import { type SignedUp, signUp } from '../../../server-test/accounts';
import { blamedFields, call } from '../../../server-test/settings';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';

const row = { elementCode: 'implant', name: 'Implant, Straumann', price: '1200.50' };

describe(`/api/price-list on ${testDialect()}`, () => {
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

  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(testApp.app, owner.token, method, url, body);
  const list = async () => (await request('GET', '/api/price-list')).json();
  const create = async (body: unknown = row): Promise<PriceRow> => {
    const response = await request('POST', '/api/price-list/rows', body);
    if (response.statusCode !== 201) throw new Error(`create answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };

  it('starts empty in USD', async () => {
    expect(await list()).toEqual({ currency: 'USD', rows: [] });
  });

  it('creates, saves and deletes a row, storing integer minor units', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...row, priceMinor: 120050, price: '1200.50', version: 1 });
    const stored = await testApp.db
      .selectFrom('price_rows')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.price_minor)).toBe(120050);

    const saved = await request('PUT', `/api/price-list/rows/${created.id}`, {
      elementCode: null,
      name: 'Implant, other brand',
      price: '990,5',
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      elementCode: null,
      name: 'Implant, other brand',
      priceMinor: 99050,
      version: 2,
    });

    expect((await request('DELETE', `/api/price-list/rows/${created.id}`)).statusCode).toBe(204);
    expect((await list()).rows).toEqual([]);
    expect((await request('DELETE', `/api/price-list/rows/${created.id}`)).statusCode).toBe(404);
  });

  it('lets several rows share an element and keeps them in creation order', async () => {
    const first = await create({ ...row, name: 'Implant A' });
    const second = await create({ ...row, name: 'Implant B', price: '0' });
    expect((await list()).rows.map((r: PriceRow) => r.id)).toEqual([first.id, second.id]);
  });

  it.each([
    ['a negative price', { price: '-1' }, 'body/price'],
    ['NaN', { price: 'NaN' }, 'body/price'],
    ['1e309', { price: '1e309' }, 'body/price'],
    ['Infinity', { price: 'Infinity' }, 'body/price'],
    ['an empty price', { price: '' }, 'body/price'],
    ['a non-numeric price', { price: 'twelve' }, 'body/price'],
    ['a price as a JSON number', { price: 12 }, 'body/price'],
    ['a 10 kB price', { price: '9'.repeat(10_000) }, 'body/price'],
    ['more than ten integer digits', { price: '12345678901' }, 'body/price'],
    ['more fraction digits than USD has', { price: '12.345' }, 'body/price'],
    ['a price with grouping', { price: '1 200' }, 'body/price'],
    ['an empty name', { name: '' }, 'body/name'],
    ['a blank name', { name: '   ' }, 'body/name'],
    ['a 10 kB name', { name: 'x'.repeat(10_000) }, 'body/name'],
    ['an unknown element', { elementCode: 'teleportation' }, 'body/elementCode'],
  ])('refuses %s with 400 naming the field and stores nothing', async (_label, change, field) => {
    const response = await request('POST', '/api/price-list/rows', { ...row, ...change });
    expect(response.statusCode).toBe(400);
    expect(blamedFields(response)).toContain(field);
    expect((await list()).rows).toEqual([]);
  });

  it('refuses JSON numbers that do not fit (1e309, -0.5) and an extra property', async () => {
    const raw = (price: string) => `{"elementCode":null,"name":"Filling","price":${price}}`;
    for (const price of ['1e309', '-0.5', 'NaN']) {
      const response = await request('POST', '/api/price-list/rows', raw(price));
      expect(response.statusCode).toBe(400);
    }
    expect((await request('POST', '/api/price-list/rows', { ...row, currency: 'EUR' })).statusCode).toBe(400);
    expect((await list()).rows).toEqual([]);
  });

  it('refuses a bad save and keeps the row as it was', async () => {
    const created = await create();
    for (const change of [{ price: '-5' }, { name: '' }, { version: 0 }, { version: 'x' }]) {
      const response = await request('PUT', `/api/price-list/rows/${created.id}`, { ...row, version: 1, ...change });
      expect(response.statusCode).toBe(400);
    }
    expect((await list()).rows[0]).toMatchObject({ name: row.name, priceMinor: 120050, version: 1 });
    expect((await request('PUT', '/api/price-list/rows/not-an-id', { ...row, version: 1 })).statusCode).toBe(400);
  });

  it('lets exactly one of two concurrent saves of one row win; the other gets 409 STALE_VERSION', async () => {
    const created = await create();
    const [a, b] = await Promise.all([
      request('PUT', `/api/price-list/rows/${created.id}`, { ...row, name: 'Edit A', version: 1 }),
      request('PUT', `/api/price-list/rows/${created.id}`, { ...row, name: 'Edit B', version: 1 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    const winner = a.statusCode === 200 ? a : b;
    expect(loser.json().code).toBe('STALE_VERSION');
    const [stored] = (await list()).rows;
    expect(stored).toMatchObject({ name: winner.json().name, version: 2 });
  });

  it('changes the currency to any ISO 4217 code without converting the numbers', async () => {
    const created = await create({ ...row, price: '12.50' });
    const jpy = await request('PUT', '/api/price-list/currency', { currency: 'JPY' });
    expect(jpy.statusCode).toBe(200);
    expect(jpy.json().rows[0]).toMatchObject({ id: created.id, priceMinor: 13, price: '13' });
    const kwd = await request('PUT', '/api/price-list/currency', { currency: 'KWD' });
    expect(kwd.json()).toMatchObject({ currency: 'KWD', rows: [{ priceMinor: 13000, price: '13.000' }] });
    // Three fraction digits are fine in KWD.
    expect((await request('POST', '/api/price-list/rows', { ...row, price: '1.005' })).statusCode).toBe(201);
  });

  it.each([['XYZ'], ['usd'], [''], ['US'], ['x'.repeat(10_000)], [840]])(
    'refuses the currency %p and keeps USD',
    async (currency) => {
      const response = await request('PUT', '/api/price-list/currency', { currency });
      expect(response.statusCode).toBe(400);
      expect(blamedFields(response)).toContain('body/currency');
      expect((await list()).currency).toBe('USD');
    },
  );

  it('counts filled rows (element, name, price) on /api/account', async () => {
    await create();
    await create({ ...row, elementCode: null, name: 'No element' });
    await create({ ...row, elementCode: 'veneer-ceramic', name: 'Veneer' });
    const account = (await request('GET', '/api/account')).json();
    expect(account.settings.filledPriceRows).toBe(2);
  });

  it('answers 401 without a session', async () => {
    expect((await testApp.app.inject({ url: '/api/price-list' })).statusCode).toBe(401);
  });
});
