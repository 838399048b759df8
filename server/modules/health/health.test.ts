import { migrateToLatest } from '../../db/migrate';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';

describe(`health and readiness on ${testDialect()}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ migrate: false });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('GET /api/health says the process is alive', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('GET /api/ready answers 503 while migrations are pending, then 200', async () => {
    const before = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({ status: 'not-ready', database: 'up', migrations: 'pending' });

    await migrateToLatest(testApp.db);

    const after = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: 'ready', database: 'up', migrations: 'applied' });
  });

  it('HEAD /api/health answers without a body', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe(`readiness with the database gone on ${testDialect()}`, () => {
  it('GET /api/ready answers 503 database down', async () => {
    const testApp = await createTestApp();
    try {
      await testApp.testDb.db.destroy();
      const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not-ready', database: 'down', migrations: 'pending' });
    } finally {
      await testApp.close();
    }
  });
});
