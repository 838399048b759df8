import path from 'node:path';
import { appNamePlaceholder, prerenderedDir } from '../../contract/rules/prerender';
import { type TestApp, createTestApp, testIndexHtml } from '../../server-test/test-app';

const contentDir = path.resolve(__dirname, '..', '..', 'content');

const pageOf = (text: string, language: string) => ({
  html: `<div><h1>${text}</h1><span>${appNamePlaceholder}</span></div>`,
  data: { language, queries: [] },
});

/** A legal template as the build renders it: the operator's details are placeholders in the markup and the data. */
const legalHtml = '<p>Оператор: {{legal.entityName}}</p>';
const legalPage = {
  html: `<article>${legalHtml}</article>`,
  data: {
    language: 'ru',
    queries: [
      {
        endpointName: 'getArticle',
        arg: { slug: 'license-agreement', lng: 'ru' },
        value: { slug: 'license-agreement', html: legalHtml },
      },
    ],
  },
};

const prerendered = (builtFrom: string) => ({
  'index.html': testIndexHtml.replace(
    '<div id="root">',
    '<noscript>Please enable JavaScript</noscript><div id="root">',
  ),
  [`${prerenderedDir}/manifest.json`]: JSON.stringify({ contentDir: builtFrom }),
  [`${prerenderedDir}/en.json`]: JSON.stringify({
    '/': pageOf('Welcome', 'en'),
    '/articles': pageOf('Articles', 'en'),
  }),
  [`${prerenderedDir}/ru.json`]: JSON.stringify({
    '/': pageOf('Добро пожаловать', 'ru'),
    '/articles/license-agreement': legalPage,
  }),
  [`${prerenderedDir}/uk.json`]: JSON.stringify({}),
});

const rootOf = (html: string): string => /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1] ?? '';

describe('prerendered pages', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { APP_NAME: 'Clinic <Pro>', LEGAL_ENTITY_NAME: 'Smith & Jones <Dental> Ltd' },
      staticFiles: prerendered(contentDir),
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('fills the root with the page in the chosen language, the product name written in, and its data in the head', async () => {
    const en = await get('/');
    expect(rootOf(en.body)).toBe('<div><h1>Welcome</h1><span>Clinic &lt;Pro&gt;</span></div>');
    expect(en.body).toMatch(
      /<script type="application\/json" id="app-prerendered">\{"language":"en","queries":\[\]\}<\/script>[\s\S]*<\/head>/,
    );
    expect(en.body).not.toContain('<noscript>');
    const ru = await get('/?lng=ru');
    expect(rootOf(ru.body)).toContain('Добро пожаловать');
    expect((await get('/articles/', { 'accept-language': 'en' })).body).toContain('<h1>Articles</h1>');
  });

  it("writes this server's operator details into a prerendered legal page, escaped, in the markup and its data", async () => {
    const body = (await get('/articles/license-agreement?lng=ru')).body;
    expect(rootOf(body)).toBe('<article><p>Оператор: Smith &amp; Jones &lt;Dental&gt; Ltd</p></article>');
    const data = /<script type="application\/json" id="app-prerendered">(.*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(JSON.parse(data)).toMatchObject({
      queries: [{ value: { html: '<p>Оператор: Smith &amp; Jones &lt;Dental&gt; Ltd</p>' } }],
    });
    expect(body).not.toContain('{{legal.');
  });

  it('serves the empty shell where nothing was prerendered or the query may change the page', async () => {
    for (const url of ['/?lng=uk', '/sign-in', '/articles?page=2', '/company']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).toBe('');
      expect(response.body).not.toContain('id="app-prerendered"');
      expect(response.body).toContain('<noscript>');
    }
    expect(rootOf((await get('/?utm_source=mail')).body)).toContain('Welcome');
  });
});

describe('prerendered pages from another content directory', () => {
  it('are not used', async () => {
    const testApp = await createTestApp({ staticFiles: prerendered('/somewhere/else') });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/' });
      expect(rootOf(response.body)).toBe('');
    } finally {
      await testApp.close();
    }
  });
});
