import { type TestApp, createTestApp, logCollector } from '../server-test/test-app';

describe('buildApp', () => {
  let testApp: TestApp;
  const logs = logCollector();

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: logs.stream,
      beforeReady: (app) => {
        app.post('/api/test/echo', async (request) => {
          request.log.info({ body: request.body, headers: request.headers }, 'echo');
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('request ids', () => {
    it('gives every answer a fresh UUID in x-request-id', async () => {
      const first = await testApp.app.inject({ url: '/api/health' });
      const second = await testApp.app.inject({ url: '/api/nothing' });
      expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    });

    it('keeps a sane incoming x-request-id', async () => {
      const response = await testApp.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-1234.abc' } });
      expect(response.headers['x-request-id']).toBe('lb-1234.abc');
    });

    it.each(['has spaces', 'x'.repeat(200), 'new\u00e9line'])('replaces an unsafe one (%s)', async (incoming) => {
      const response = await testApp.app.inject({ url: '/api/health', headers: { 'x-request-id': incoming } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('security headers', () => {
    it('sends a CSP the built SPA works under, and the usual hardening headers', async () => {
      const response = await testApp.app.inject({ url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self';",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('adds the headers to 404 answers too', async () => {
      const response = await testApp.app.inject({ url: '/api/missing' });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  });

  describe('OpenAPI', () => {
    it('documents the /api routes only, each under an operationId of its own, with the product name and licence', async () => {
      const response = await testApp.app.inject({ url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.info.title).toBe('Dentiqo 3D API');
      expect(document.info.license).toEqual({
        name: 'Proprietary',
        url: `${testApp.config.publicUrl}/articles/license-agreement`,
      });
      const operations = Object.values(document.paths).flatMap((item) => Object.values(item as object));
      const operationIds = operations.map((operation) => operation.operationId);
      expect(operationIds.every((id) => /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
      expect(new Set(operationIds).size).toBe(operations.length);
      expect(document.paths['/api/health'].get.responses).toHaveProperty('200');
      expect(document.paths['/api/ready'].get.responses).toHaveProperty('503');
      for (const documented of Object.keys(document.paths)) expect(documented).toMatch(/^\/api\//);
      expect(Object.keys(document.paths).some((documented) => documented.startsWith('/api/docs'))).toBe(false);
    });

    it('documents the account routes with tags, their statuses and the session header', async () => {
      const document = (await testApp.app.inject({ url: '/api/docs/json' })).json();
      expect(document.components.securitySchemes.companySession).toEqual({
        type: 'apiKey',
        in: 'header',
        name: 'api-company-authorization',
        description: expect.any(String),
      });
      const routes: [string, string, string[], boolean][] = [
        ['/api/auth/sign-up', 'post', ['201', '400', '409', '429'], false],
        ['/api/auth/sign-in', 'post', ['200', '400', '401', '403', '429'], false],
        ['/api/auth/sign-out', 'post', ['204', '401'], true],
        ['/api/account', 'get', ['200', '401'], true],
        ['/api/auth/confirm-email', 'post', ['200', '400', '404', '410'], false],
        ['/api/auth/confirmation-email', 'post', ['202', '401', '403', '409', '429'], true],
        ['/api/auth/forgot-password', 'post', ['202', '400', '429'], false],
        ['/api/auth/reset-password', 'post', ['204', '400', '404', '410', '429'], false],
      ];
      for (const [path, method, statuses, signedIn] of routes) {
        const operation = document.paths[path][method];
        expect({ path, tags: operation.tags.length > 0, summary: typeof operation.summary }).toEqual({
          path,
          tags: true,
          summary: 'string',
        });
        for (const status of statuses)
          expect({ path, status, documented: status in operation.responses }).toEqual({
            path,
            status,
            documented: true,
          });
        expect({ path, security: operation.security }).toEqual({
          path,
          security: signedIn ? [{ companySession: [] }] : [],
        });
      }
    });

    it('serves Swagger UI at /api/docs', async () => {
      const response = await testApp.app.inject({ url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('swagger-ui');
      // Swagger UI inserts <style> elements of its own, without a nonce: its pages alone allow inline styles.
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("style-src 'self' 'unsafe-inline';");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
    });
  });

  describe('logs', () => {
    it('are JSON lines with the request id, and never carry credentials', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test/echo?token=abc123&page=2',
        headers: {
          'api-company-authorization': 'session-token-value',
          authorization: 'Bearer bearer-value',
          cookie: 'i18next=ru; sid=cookie-value',
        },
        payload: { email: 'a@b.co', password: 'hunter22', nested: { token: 'nested-token' } },
      });
      expect(response.statusCode).toBe(200);
      const lines = logs.lines.filter((line) => line.requestId === response.headers['x-request-id']);
      // At info one line per request: the request and its outcome together.
      expect(lines.map((line) => line.msg)).toEqual(['echo', 'request completed']);
      expect(lines[1]).toMatchObject({
        level: 30,
        req: { method: 'POST', url: '/api/test/echo?token=[redacted]&page=2', route: '/api/test/echo' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
      const text = JSON.stringify(lines);
      for (const secret of [
        'session-token-value',
        'bearer-value',
        'cookie-value',
        'hunter22',
        'nested-token',
        'abc123',
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(text).toContain('a@b.co');
      expect(text).toContain('page=2');
    });

    it('leave the health probes out at info (their routes log at warn)', async () => {
      const before = logs.lines.length;
      const health = await testApp.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(logs.lines.slice(before).filter((line) => line.requestId === health.headers['x-request-id'])).toEqual([]);
    });

    it('add the incoming request at debug level, redacted', async () => {
      const debugLogs = logCollector();
      const debugApp = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: debugLogs.stream });
      try {
        const response = await debugApp.app.inject({
          url: '/api/nothing?password=hunter22',
          headers: { cookie: 'sid=cookie-value' },
        });
        const lines = debugLogs.lines.filter((line) => line.requestId === response.headers['x-request-id']);
        expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
        expect(lines[0]).toMatchObject({ level: 20, req: { method: 'GET', url: '/api/nothing?password=[redacted]' } });
        expect(JSON.stringify(lines)).not.toMatch(/hunter22|cookie-value/);
      } finally {
        await debugApp.close();
      }
    });
  });
});

describe('buildApp behind https', () => {
  it('sends HSTS and upgrades insecure requests only when PUBLIC_URL is https', async () => {
    const testApp = await createTestApp({ env: { PUBLIC_URL: 'https://dentiqo.example' } });
    try {
      const response = await testApp.app.inject({ url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await testApp.close();
    }
  });
});
