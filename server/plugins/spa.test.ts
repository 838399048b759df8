import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { problemContentType } from '../../contract/api/errors';
import { headSlot } from '../../contract/rules/client-config';
import { type TestApp, createTestApp, testIndexHtml } from '../../server-test/test-app';

const unescape = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );

const page = (html: string) => ({
  title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
  lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1],
  meta: (attribute: 'name' | 'property', key: string) =>
    unescape(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1] ?? ''),
  canonical: unescape(/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? ''),
  clientConfig: JSON.parse(
    /<script type="application\/json" id="app-config">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
  ),
  translations: JSON.parse(
    /<script type="application\/json" id="app-translations">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as Record<string, Record<string, unknown>> | null,
});

const staticFiles = {
  'static/js/main.0a1b2c3d.js': 'console.log("plain");',
  'static/js/main.0a1b2c3d.js.gz': 'gzip-variant',
  'static/js/main.0a1b2c3d.js.br': 'brotli-variant',
  'static/css/main.4e5f.css': 'body{margin:0}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  '.env': 'SECRET=1',
};

describe('the SPA', () => {
  let testApp: TestApp;
  let meta: Record<string, Record<string, { title: string; description: string; keywords: string }>>;

  beforeAll(async () => {
    testApp = await createTestApp({ staticFiles });
    meta = Object.fromEntries(
      ['en', 'ru', 'uk'].map((language) => [
        language,
        JSON.parse(readFileSync(path.join(testApp.config.localesDir, language, 'meta.json'), 'utf8')),
      ]),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  describe('history fallback', () => {
    it('answers / with index.html carrying the home metadata in English', async () => {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/Accept-Language/);
      const html = response.body;
      expect(html).not.toContain(headSlot);
      expect(html).toContain('<script defer src="/static/js/main.js"></script>');
      const home = meta.en!.home!;
      const parsed = page(html);
      expect(parsed.lang).toBe('en');
      expect(html).toContain('<html lang="en" dir="ltr">');
      expect(parsed.title).toBe(`Dentiqo 3D | ${home.title}`);
      expect(parsed.meta('name', 'description')).toBe(home.description);
      expect(parsed.meta('name', 'keywords')).toBe(home.keywords);
      expect(parsed.meta('name', 'robots')).toBe('index, follow');
      expect(parsed.canonical).toBe('http://localhost:3000/');
      expect(parsed.meta('property', 'og:locale')).toBe('en_EN');
      expect(parsed.meta('property', 'og:type')).toBe('article');
      expect(parsed.meta('property', 'og:title')).toBe(`Dentiqo 3D | ${home.title}`);
      expect(parsed.meta('property', 'og:description')).toBe(home.description);
      expect(parsed.meta('property', 'og:image')).toBe('http://localhost:3000/images/share/home.png');
      expect(parsed.meta('property', 'og:url')).toBe('http://localhost:3000/');
      expect(parsed.meta('property', 'og:site_name')).toBe('Dentiqo 3D');
      expect(parsed.clientConfig).toMatchObject({ appName: 'Dentiqo 3D', publicUrl: 'http://localhost:3000' });
    });

    it('takes the language from ?lng=', async () => {
      const parsed = page((await get('/sign-in?lng=ru')).body);
      expect(parsed.lang).toBe('ru');
      expect(parsed.title).toBe(`Dentiqo 3D | ${meta.ru!.signIn!.title}`);
      expect(parsed.meta('property', 'og:locale')).toBe('ru_RU');
      expect(parsed.canonical).toBe('http://localhost:3000/sign-in');
    });

    it('then from the i18next cookie', async () => {
      const parsed = page((await get('/sign-in', { cookie: 'other=1; i18next=uk' })).body);
      expect(parsed.lang).toBe('uk');
      expect(parsed.title).toBe(`Dentiqo 3D | ${meta.uk!.signIn!.title}`);
      expect(parsed.meta('property', 'og:locale')).toBe('uk_UA');
    });

    it('then from Accept-Language, by preference', async () => {
      expect(page((await get('/', { 'accept-language': 'uk-UA,uk;q=0.9' })).body).lang).toBe('uk');
      expect(page((await get('/', { 'accept-language': 'de-DE,en;q=0.4,ru;q=0.5' })).body).lang).toBe('ru');
      expect(page((await get('/', { 'accept-language': 'ru;q=0,de' })).body).lang).toBe('en');
    });

    it('prefers ?lng= over the cookie and the cookie over Accept-Language', async () => {
      const headers = { cookie: 'i18next=uk', 'accept-language': 'ru' };
      expect(page((await get('/?lng=ru', { cookie: 'i18next=uk' })).body).lang).toBe('ru');
      expect(page((await get('/', headers)).body).lang).toBe('uk');
      expect(page((await get('/?lng=xx', headers)).body).lang).toBe('uk');
    });

    it('keeps a ?lng= choice in the language cookie, so the next page speaks it before any script has run', async () => {
      const chosen = await get('/sign-in?lng=ru');
      expect(chosen.headers['set-cookie']).toBe('i18next=ru; Path=/; Max-Age=31536000; SameSite=Lax');
      expect(page((await get('/articles', { cookie: 'i18next=ru' })).body).lang).toBe('ru');
      expect((await get('/sign-in?lng=UA')).headers['set-cookie']).toBe(
        'i18next=uk; Path=/; Max-Age=31536000; SameSite=Lax',
      );
      // Without a choice, or with one the server does not speak, no cookie is set.
      expect((await get('/sign-in')).headers['set-cookie']).toBeUndefined();
      expect((await get('/sign-in?lng=xx;%20Path=/admin')).headers['set-cookie']).toBeUndefined();
    });

    it('uses the page its own path as canonical for a route with parameters, and noindex for previews', async () => {
      const parsed = page((await get('/preview/abc')).body);
      expect(parsed.title).toBe(`Dentiqo 3D | ${meta.en!.preview!.title}`);
      expect(parsed.meta('name', 'robots')).toBe('noindex, nofollow');
      expect(parsed.canonical).toBe('http://localhost:3000/preview/abc');
      expect(parsed.meta('property', 'og:url')).toBe('http://localhost:3000/preview/abc');
    });

    it("answers an unknown page 404 with its own not-found metadata, in the visitor's language", async () => {
      const response = await get('/no/such/page');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const parsed = page(response.body);
      expect(parsed.title).toBe(`Dentiqo 3D | ${meta.en!.notFound!.title}`);
      expect(parsed.meta('name', 'robots')).toBe('noindex, follow');
      const russian = await get('/no/such/page?lng=ru');
      expect(russian.statusCode).toBe(404);
      expect(page(russian.body).title).toBe(`Dentiqo 3D | ${meta.ru!.notFound!.title}`);
    });

    it('lets nothing from the request escape into the markup', async () => {
      const attack = await get('/preview/"><svg onload=alert(1)>\'?lng="><script>alert(2)</script>');
      expect(attack.statusCode).toBe(200);
      expect(attack.body).not.toMatch(/<svg|alert\(2\)/);
      expect(page(attack.body).canonical).toBe("http://localhost:3000/preview/%22%3E%3Csvg%20onload=alert(1)%3E'");
      expect(attack.body).toContain('href="http://localhost:3000/preview/%22%3E%3Csvg%20onload=alert(1)%3E&#39;"');

      // Slashes in it make it a path of no route: a not-found page, as safe.
      const scripts = await get('/preview/x"></script><script>alert(3)</script>');
      expect(scripts.statusCode).toBe(404);
      expect(scripts.body).not.toContain('alert(3)</script>');
      // The bundle, the client config and the inline translations.
      expect(scripts.body.match(/<script/g)).toHaveLength(3);
    });

    it('answers HEAD like GET, and other methods with a 404 problem', async () => {
      const head = await testApp.app.inject({ method: 'HEAD', url: '/sign-in' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
      const post = await testApp.app.inject({ method: 'POST', url: '/sign-in' });
      expect(post.statusCode).toBe(404);
      expect(post.headers['content-type']).toContain(problemContentType);
    });

    it('never serves the raw template', async () => {
      const response = await get('/index.html');
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(headSlot);
    });
  });

  describe('inline translations', () => {
    const locale = (language: string, namespace: string) =>
      JSON.parse(readFileSync(path.join(testApp.config.localesDir, language, `${namespace}.json`), 'utf8'));

    it('carries the first screen’s namespaces of the page’s route in its language and the fallback', async () => {
      const { translations } = page((await get('/sign-in?lng=uk')).body);
      expect(Object.keys(translations!).sort()).toEqual(['en', 'uk']);
      expect(Object.keys(translations!.uk!).sort()).toEqual(['auth', 'common', 'meta', 'notifications', 'site']);
      expect(translations!.uk!.auth).toEqual(locale('uk', 'auth'));
      expect(translations!.en!.common).toEqual(locale('en', 'common'));
    });

    it('carries English once for an English page, with the landing’s texts on /', async () => {
      const { translations } = page((await get('/')).body);
      expect(Object.keys(translations!)).toEqual(['en']);
      expect(translations!.en!.landing).toEqual(locale('en', 'landing'));
    });

    it('carries only the shared namespaces for a route without its own', async () => {
      const { translations } = page((await get('/company?lng=ru')).body);
      expect(Object.keys(translations!.ru!).sort()).toEqual(['common', 'meta', 'notifications', 'site']);
    });
  });

  describe('compression of pages', () => {
    it('sends a page brotli- or gzip-compressed when the browser accepts it, the same page as uncompressed', async () => {
      // The nonce differs per response; the rest of the page must not.
      const comparable = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
      const plain = await get('/articles?lng=ru');
      expect(plain.headers['content-encoding']).toBeUndefined();

      const brotli = await get('/articles?lng=ru', { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers.vary).toMatch(/Accept-Language/);
      expect(comparable(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toBe(comparable(plain.body));

      const gzip = await get('/articles?lng=ru', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(comparable(gunzipSync(gzip.rawPayload).toString('utf8'))).toBe(comparable(plain.body));
    });
  });

  describe('static files', () => {
    it('serves a hashed file with an immutable cache and the brotli variant when accepted', async () => {
      const url = '/static/js/main.0a1b2c3d.js';
      const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.body).toBe('brotli-variant');
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);

      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body).toBe('gzip-variant');

      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(staticFiles[url.slice(1) as keyof typeof staticFiles]);
    });

    it('answers a missing hashed file with a 404 problem, never the HTML', async () => {
      for (const url of ['/static/js/missing.js', '/static/js/missing', '/static/']) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain(problemContentType);
        expect(response.body).not.toContain('<html');
      }
    });

    it('serves other files with a short cache', async () => {
      const response = await get('/favicon.svg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('answers a missing file with an extension, or a dotfile, with a 404 problem', async () => {
      for (const url of ['/robots-missing.txt', '/.env', '/images/none.png']) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain(problemContentType);
      }
    });
  });

  describe('translations', () => {
    it('serves /locales/<lng>/<ns>.json from the locales folder', async () => {
      const response = await get('/locales/ru/meta.json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.json()).toEqual(meta.ru);
    });

    it.each([
      '/locales/xx/meta.json',
      '/locales/en/missing.json',
      '/locales/en/..%2f..%2fpackage.json',
      '/locales/en/../../package.json',
      '/locales/en/Meta.json',
      '/locales/en/meta.txt',
      '/locales/en',
    ])('answers %s with a 404 problem', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain(problemContentType);
      expect(response.body).not.toContain('"name": "dentiqo');
    });
  });

  it('answers /api paths with JSON problems, never the HTML', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/anything' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the SPA with a hostile product name', () => {
  it('escapes it in the markup and in the JSON script', async () => {
    const appName = '</script><script>alert(1)</script>&"';
    const testApp = await createTestApp({ env: { APP_NAME: appName } });
    try {
      const response = await testApp.app.inject({ url: '/' });
      expect(response.body).not.toContain('alert(1)</script>');
      // The bundle, the client config and the inline translations.
      expect(response.body.match(/<script/g)).toHaveLength(3);
      const parsed = page(response.body);
      expect(parsed.title.startsWith(`${appName} | `)).toBe(true);
      expect(parsed.clientConfig.appName).toBe(appName);
    } finally {
      await testApp.close();
    }
  });
});

describe('the SPA before it is built', () => {
  it('answers pages with a 503 problem, then serves the build once it appears', async () => {
    const testApp = await createTestApp({ staticFiles: { 'index.html': null } });
    try {
      const before = await testApp.app.inject({ url: '/sign-in' });
      expect(before.statusCode).toBe(503);
      expect(before.headers['content-type']).toContain(problemContentType);
      expect(before.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', detail: expect.stringContaining('build') });

      writeFileSync(path.join(testApp.staticDir, 'index.html'), testIndexHtml);
      const after = await testApp.app.inject({ url: '/sign-in' });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('<title>');
    } finally {
      await testApp.close();
    }
  });
});
