import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { languages, openGraphLocale } from '../../../contract/rules/languages';
import { routeMetadataFor } from '../../../contract/rules/route-metadata';
import { paths } from '../../../contract/rules/routes';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { loadContent } from './load-content';
import { minimalContent, writeContentDir } from '../../../server-test/content-dir';

const unescape = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );

const parse = (html: string) => ({
  title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
  meta: (attribute: 'name' | 'property', key: string) =>
    unescape(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1] ?? ''),
  canonical: unescape(/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? ''),
  alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)].map(
    (match) => `${match[1]} ${unescape(match[2] ?? '')}`,
  ),
  clientConfig: JSON.parse(
    /<script type="application\/json" id="app-config">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
  ),
});

const contentDir = path.join(__dirname, '../../../content');
const content = loadContent(contentDir);
const base = 'https://dentiqo.example';

/** A concrete path for every route pattern. */
const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'sample-1');

describe('the first HTML of the public site', () => {
  let testApp: TestApp;
  let meta: Record<string, Record<string, { title: string; description: string; keywords: string }>>;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        PUBLIC_URL: base,
        CONTACT_EMAIL: 'hello@dentiqo.example',
        CONTACT_TELEGRAM: '@dentiqo_support',
        CONTACT_WHATSAPP: '+380 50 123 45 67',
        GA_MEASUREMENT_ID: 'G-TEST12345',
      },
    });
    meta = Object.fromEntries(
      languages.map((language) => [
        language,
        JSON.parse(readFileSync(path.join(testApp.config.localesDir, language, 'meta.json'), 'utf8')),
      ]),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  const routes = Object.values(paths).filter((pattern) => pattern !== paths.article);
  const cases = routes.flatMap((pattern) => languages.map((language) => [pattern, language] as const));

  it.each(cases)('%s in %s carries its metadata, Open Graph and alternates', async (pattern, language) => {
    const pathname = samplePath(pattern);
    const response = await get(`${pathname}?lng=${language}`);
    expect(response.statusCode).toBe(200);
    const page = parse(response.body);
    const record = routeMetadataFor(pathname);
    const text = meta[language]![record.key]!;
    const canonical = `${base}${pattern.includes(':') ? pathname : record.path}`;
    expect(page.title).toBe(`Dentiqo 3D | ${text.title}`);
    expect(page.meta('name', 'description')).toBe(text.description);
    expect(page.meta('name', 'keywords')).toBe(text.keywords);
    expect(page.meta('name', 'robots')).toBe(record.robots ?? 'index, follow');
    expect(page.canonical).toBe(canonical);
    expect(page.meta('property', 'og:locale')).toBe(openGraphLocale[language]);
    expect(page.meta('property', 'og:type')).toBe('article');
    expect(page.meta('property', 'og:title')).toBe(page.title);
    expect(page.meta('property', 'og:description')).toBe(text.description);
    expect(page.meta('property', 'og:image')).toBe(`${base}${record.image}`);
    expect(page.meta('property', 'og:url')).toBe(canonical);
    expect(page.meta('property', 'og:site_name')).toBe('Dentiqo 3D');
    if (record.robots?.startsWith('noindex')) {
      expect(page.alternates).toEqual([]);
    } else {
      expect(page.alternates).toEqual([
        ...languages.map((alternate) => `${alternate} ${canonical}?lng=${alternate}`),
        `x-default ${canonical}`,
      ]);
    }
  });

  it('every share image the table names exists in public/', () => {
    const images = new Set(Object.values(paths).map((pattern) => routeMetadataFor(samplePath(pattern)).image));
    for (const image of images) {
      const file = path.join(__dirname, '../../../public', image);
      const png = readFileSync(file);
      // PNG header, then the IHDR width and height.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  it.each(languages)(
    'an article in %s carries its own title, description, keywords and languages',
    async (language) => {
      const response = await get(`/articles/smart-invoice?lng=${language}`);
      expect(response.statusCode).toBe(200);
      const page = parse(response.body);
      const text = content.articles.get('smart-invoice')![language]!;
      expect(page.title).toBe(`Dentiqo 3D | ${text.title}`);
      expect(page.meta('name', 'description')).toBe(text.description);
      expect(page.meta('name', 'keywords')).toBe(text.keywords);
      expect(page.meta('name', 'robots')).toBe('index, follow');
      expect(page.canonical).toBe(`${base}/articles/smart-invoice`);
      expect(page.meta('property', 'og:url')).toBe(`${base}/articles/smart-invoice`);
      expect(page.meta('property', 'og:image')).toBe(`${base}/images/share/articles.png`);
      expect(page.alternates).toContain(`uk ${base}/articles/smart-invoice?lng=uk`);
    },
  );

  it('answers an unknown article with 404, the SPA and noindex', async () => {
    const response = await get('/articles/no-such-article?lng=ru');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = parse(response.body);
    expect(page.meta('name', 'robots')).toBe('noindex, follow');
    expect(page.title).toBe(`Dentiqo 3D | ${meta.ru!.articles!.title}`);
    expect(page.alternates).toEqual([]);
  });

  it.each([
    '/articles/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/articles/"><script>alert(1)</script>',
    "/articles/'onmouseover='alert(1)",
    '/preview/%3C%2Ftitle%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/preview/"><img src=x onerror=alert(1)>',
    '/articles/%E0%A4%A',
  ])('lets nothing from the hostile path %s escape into the markup', async (url) => {
    const response = await get(url);
    // A malformed percent-encoding never reaches the page: the router refuses it with a problem body.
    if (response.statusCode === 400) {
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      return;
    }
    expect([200, 404]).toContain(response.statusCode);
    const head = response.body.slice(response.body.indexOf('<head>'), response.body.indexOf('</head>'));
    // Only the elements the server writes, each line one whole element: no tag or attribute was formed.
    const tags = [...head.matchAll(/<([a-z]+)/gi)].map((match) => match[1]);
    expect(new Set(tags)).toEqual(new Set(['head', 'meta', 'title', 'link', 'script']));
    // The client config, the first screen's translations (both JSON) and the app's entry.
    expect(tags.filter((tag) => tag === 'script')).toHaveLength(3);
    for (const line of head
      .split('\n')
      .filter((text) => text.includes(url.split('/')[1] === 'preview' ? '/preview/' : '/articles/'))) {
      expect(line).toMatch(/^<(link|meta) (rel|property)="[^"]+" (href|content)="[^"<>]*">$/);
    }
    const page = parse(response.body);
    expect(page.canonical.startsWith(`${base}/`)).toBe(true);
    // A quote stays as the browser's location.pathname has it; the markup escapes it (&#39;).
    expect(page.canonical).not.toMatch(/[<>" ]/);
  });

  it('hands the SPA its contacts and analytics ids in the client config', async () => {
    const page = parse((await get('/')).body);
    expect(page.clientConfig).toEqual({
      appName: 'Dentiqo 3D',
      publicUrl: base,
      contacts: {
        email: 'hello@dentiqo.example',
        telegram: 'dentiqo_support',
        whatsapp: '380501234567',
        viber: null,
        messenger: null,
      },
      analytics: { gaMeasurementId: 'G-TEST12345', gtmContainerId: null },
    });
  });

  it('lets the analytics hosts into the CSP once configured, and no player frame for our own video', async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves robots.txt that keeps crawlers out of the API and private pages and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *');
    for (const line of [
      'Disallow: /api/',
      'Disallow: /company',
      'Disallow: /preview/',
      `Sitemap: ${base}/sitemap.xml`,
    ]) {
      expect(response.body).toContain(line);
    }
  });

  it('serves sitemap.xml with the public pages and every article in every language, with alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const language of languages) {
      expect(locs).toContain(`${base}/?lng=${language}`);
      expect(locs).toContain(`${base}/videos?lng=${language}`);
      expect(locs).toContain(`${base}/articles?lng=${language}`);
      for (const slug of content.articles.keys()) expect(locs).toContain(`${base}/articles/${slug}?lng=${language}`);
    }
    expect(locs.some((loc) => /\/company|\/preview|\/reset-password|\/submit-profile/.test(loc ?? ''))).toBe(false);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="uk" href="${base}/articles/smart-invoice?lng=uk"/>`);
    expect(xml).toContain('<lastmod>2026-10-28</lastmod>');
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe('the site with a YouTube video listed', () => {
  it("lets YouTube's privacy-enhanced player into the CSP's frames", async () => {
    const contentDir = writeContentDir(minimalContent());
    const testApp = await createTestApp({ env: { CONTENT_DIR: contentDir } });
    try {
      const csp = (await testApp.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com;');
    } finally {
      await testApp.close();
      rmSync(contentDir, { recursive: true, force: true });
    }
  });
});

describe('the site without analytics', () => {
  it('keeps the CSP at its own origin for scripts and connections', async () => {
    const testApp = await createTestApp();
    try {
      const csp = (await testApp.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("connect-src 'self';");
      expect(csp).not.toContain('google');
      const config = parse((await testApp.app.inject({ method: 'GET', url: '/' })).body).clientConfig;
      expect(config.analytics).toEqual({ gaMeasurementId: null, gtmContainerId: null });
    } finally {
      await testApp.close();
    }
  });
});
