import path from 'node:path';
import { prerenderedDir } from '../../contract/rules/prerender';
import { type TestApp, createTestApp, testIndexHtml } from '../../server-test/test-app';

const contentDir = path.resolve(__dirname, '..', '..', 'content');

const styledPage = {
  html: '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1"><style data-emotion="css b2">.css-b2{margin:0}</style><p style="opacity:0">Welcome</p></div>',
  data: { language: 'en', queries: [] },
};

const staticFiles = {
  'index.html': testIndexHtml.replace(
    '</head>',
    '<style>body{margin:0}</style><link href="/static/css/main.5a6b.css" rel="stylesheet"></head>',
  ),
  'static/css/main.5a6b.css': 'html{background-color:#f5f8fc}',
  [`${prerenderedDir}/manifest.json`]: JSON.stringify({ contentDir }),
  [`${prerenderedDir}/en.json`]: JSON.stringify({ '/': styledPage }),
};

const directive = (csp: string, name: string): string | undefined =>
  csp.split(';').find((part) => part.startsWith(`${name} `));

describe('the style nonce of pages', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ staticFiles });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

  const nonceOf = (csp: string): string => {
    const styleSrc = directive(csp, 'style-src') ?? '';
    const match = /^style-src 'self' 'nonce-([A-Za-z0-9+/]+=*)'$/.exec(styleSrc);
    if (!match) throw new Error(`no nonce in "${styleSrc}"`);
    return match[1]!;
  };

  it('gives every page a fresh nonce in its policy, and no inline styles without it', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/', '/sign-in', '/company', '/missing-page']) {
      const csp = String((await get(url)).headers['content-security-policy']);
      const nonce = nonceOf(csp);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      nonces.add(nonce);
      // Attributes only: React writes `style="…"` into the prerendered markup, and they cannot carry a nonce.
      expect(directive(csp, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
      expect(directive(csp, 'style-src')).not.toContain('unsafe-inline');
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    }
    expect(nonces.size).toBe(5);
  });

  it('puts the nonce on every style element of the page and hands it to the client', async () => {
    const response = await get('/');
    const nonce = nonceOf(String(response.headers['content-security-policy']));
    const styleTags = response.body.match(/<style\b[^>]*>/g) ?? [];
    expect(styleTags).toHaveLength(4);
    for (const tag of styleTags) expect(tag).toContain(` nonce="${nonce}"`);
    // The build's small stylesheet is written into the page: no round trip before the first paint.
    expect(response.body).toContain(`<style nonce="${nonce}">html{background-color:#f5f8fc}</style>`);
    expect(response.body).not.toContain('/static/css/main.5a6b.css');
    expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(response.body).toContain('<p style="opacity:0">Welcome</p>');
  });

  it('sends every other answer a policy without any inline style', async () => {
    for (const url of ['/api/health', '/api/missing', '/favicon.svg', '/static/js/missing.js']) {
      const csp = String((await get(url)).headers['content-security-policy']);
      expect(directive(csp, 'style-src')).toBe("style-src 'self'");
      expect(directive(csp, 'style-src-attr')).toBeUndefined();
      expect(csp).not.toContain('nonce-');
      expect(csp).not.toContain('unsafe-inline');
    }
  });
});
