import { Type } from 'typebox';
import { problemContentType } from '../../contract/api/errors';
import { type TestApp, createTestApp, logCollector } from '../../server-test/test-app';
import { HttpProblem } from './problem';

const SignUpBody = Type.Object({
  email: Type.String({ format: 'email' }),
  password: Type.String({ minLength: 6 }),
  language: Type.Union([Type.Literal('en'), Type.Literal('ru'), Type.Literal('uk')]),
  seats: Type.Integer({ minimum: 1 }),
  address: Type.Object({ city: Type.String() }),
});

describe('error answers', () => {
  let testApp: TestApp;
  const logs = logCollector();

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { LOG_LEVEL: 'error' },
      logStream: logs.stream,
      beforeReady: (app) => {
        app.post('/api/test/sign-up', { schema: { body: SignUpBody } }, async (request) => ({
          seats: request.body.seats,
        }));
        app.get('/api/test/crash', async () => {
          throw new Error('secret connection string postgres://admin:hunter2@db');
        });
        app.get('/api/test/database-down', async () => {
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        });
        app.get('/api/test/conflict', async () => {
          throw new HttpProblem(409, 'CONFLICT', { detail: 'already there' });
        });
        app.get(
          '/api/test/counted',
          { schema: { headers: Type.Object({ 'x-count': Type.Integer({ minimum: 1 }) }) } },
          async (request) => ({ count: request.headers['x-count'] }),
        );
        app.get(
          '/api/test/page',
          { schema: { querystring: Type.Object({ page: Type.Integer({ minimum: 1 }) }) } },
          async (request) => ({ page: request.query.page }),
        );
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const expectProblem = (response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => {
    expect(response.headers['content-type']).toBe(`${problemContentType}; charset=utf-8`);
    const body = response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'about:blank', status: response.statusCode });
    expect(body.requestId).toBe(response.headers['x-request-id']);
    return body;
  };

  it.each(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const)(
    '%s on an unknown /api path is a 404 problem',
    async (method) => {
      const response = await testApp.app.inject({ method, url: '/api/anything/here' });
      expect(response.statusCode).toBe(404);
      expect(expectProblem(response)).toMatchObject({ code: 'NOT_FOUND', title: 'Not Found' });
      expect(response.body).not.toContain('<html');
    },
  );

  it('a wrong method on a known /api path is a 405 problem with Allow', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(expectProblem(response)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it('a trailing slash is a different, unknown path', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
  });

  it.each(['/api/health/%E0%A4%A', '/articles/%E0%A4%A', '/api/company/keys/%'])(
    'a malformed percent-encoding (%s) is a 400 problem, refused by the router',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(expectProblem(response)).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
    },
  );

  it('malformed JSON is a 400 BAD_REQUEST', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(expectProblem(response)).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('names every failing field of a body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      payload: { email: 'not-an-email', password: '123', language: 'de', seats: '5', address: {} },
    });
    expect(response.statusCode).toBe(400);
    const body = expectProblem(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'body/email', reason: 'format' },
        { field: 'body/password', reason: 'minLength' },
        { field: 'body/language', reason: 'anyOf' },
        { field: 'body/seats', reason: 'type' },
        { field: 'body/address/city', reason: 'required' },
      ]),
    );
    expect(body.errors).toHaveLength(5);
  });

  it('names missing fields, and a missing body', async () => {
    const partial = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      payload: { password: 'secret1' },
    });
    expect((partial.json() as { errors: unknown[] }).errors).toEqual(
      expect.arrayContaining([
        { field: 'body/email', reason: 'required' },
        { field: 'body/language', reason: 'required' },
        { field: 'body/seats', reason: 'required' },
        { field: 'body/address', reason: 'required' },
      ]),
    );
    const empty = await testApp.app.inject({ method: 'POST', url: '/api/test/sign-up' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'body', reason: 'type' }] });
  });

  it('neither coerces nor strips body values: a valid body passes as sent', async () => {
    const valid = { email: 'a@b.co', password: 'secret1', language: 'ru', seats: 2, address: { city: 'Kyiv' } };
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/sign-up', payload: valid });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ seats: 2 });
  });

  it('converts query strings but still validates them', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/test/page?page=3' })).json()).toEqual({ page: 3 });
    const bad = await testApp.app.inject({ method: 'GET', url: '/api/test/page?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: 'querystring/page', reason: 'minimum' }] });
  });

  it('converts and validates headers', async () => {
    const counted = await testApp.app.inject({ method: 'GET', url: '/api/test/counted', headers: { 'x-count': '4' } });
    expect(counted.json()).toEqual({ count: 4 });
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/test/counted' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ field: 'headers/x-count', reason: 'required' }] });
  });

  it('an unsupported content type is a 415 problem', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(expectProblem(response)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('a body over the limit is a 413 problem', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(expectProblem(response)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('an HttpProblem keeps its status, code and detail', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(expectProblem(response)).toMatchObject({ code: 'CONFLICT', detail: 'already there' });
  });

  it('an unexpected error is a 500 INTERNAL that leaks nothing, logged with its stack', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = expectProblem(response);
    expect(body).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      code: 'INTERNAL',
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toMatch(/secret|hunter2|postgres:|errors\.test/);

    const logged = logs.lines.find((line) => line.requestId === response.headers['x-request-id']);
    expect(logged).toMatchObject({ level: 50, err: { message: expect.stringContaining('hunter2') } });
    expect((logged?.err as { stack?: string }).stack).toContain('errors.test.ts');
  });

  it('an unreachable database is a 503 SERVICE_UNAVAILABLE with Retry-After, not a 500', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/database-down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(expectProblem(response)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(response.body).not.toMatch(/5432|ECONNREFUSED/);
  });
});
