import { rmSync } from 'node:fs';
import { problemContentType } from '../../../contract/api/errors';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { article, minimalContent, writeContentDir } from '../../../server-test/content-dir';

const fields = (slug: string, date: string, title: string, category = 'guide') => ({
  slug,
  title,
  description: `${title} description`,
  keywords: 'k',
  date,
  category,
});

describe('the content API', () => {
  let testApp: TestApp;
  let contentDir: string;

  beforeAll(async () => {
    contentDir = writeContentDir(
      minimalContent({
        'articles/oldest/en.md': article(fields('oldest', '2026-01-01', 'Oldest')),
        'articles/oldest/ru.md': article(fields('oldest', '2026-01-01', 'Самая старая')),
        'articles/middle/en.md': article(fields('middle', '2026-02-01', 'Middle')),
        'articles/newest/en.md': article(fields('newest', '2026-03-01', 'Newest')),
        'articles/newest/uk.md': article(fields('newest', '2026-03-01', 'Найновіша'), '## Розділ\n\nТекст.\n'),
        'articles/rules/en.md': article(fields('rules', '2026-04-01', 'Rules', 'legal')),
      }),
    );
    testApp = await createTestApp({ env: { CONTENT_DIR: contentDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(contentDir, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('lists articles newest first, one page at a time, without the legal ones', async () => {
    const first = await get('/api/content/articles?pageSize=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.json()).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(first.json().items.map((item: { slug: string }) => item.slug)).toEqual(['newest', 'middle']);
    const second = await get('/api/content/articles?pageSize=2&page=2');
    expect(second.json().items.map((item: { slug: string }) => item.slug)).toEqual(['oldest']);
    const beyond = await get('/api/content/articles?pageSize=2&page=9');
    expect(beyond.json()).toMatchObject({ items: [], total: 3, totalPages: 2 });
  });

  it('serves each language and flags the English fallback for a missing translation', async () => {
    const items = (await get('/api/content/articles?lng=uk')).json().items;
    expect(
      items.map((item: { title: string; language: string; fallback: boolean }) => [
        item.title,
        item.language,
        item.fallback,
      ]),
    ).toEqual([
      ['Найновіша', 'uk', false],
      ['Middle', 'en', true],
      ['Oldest', 'en', true],
    ]);
  });

  it('serves one article with its HTML and its languages', async () => {
    const response = await get('/api/content/articles/newest?lng=uk');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'newest',
      title: 'Найновіша',
      language: 'uk',
      fallback: false,
      html: '<h2 id="section-1">Розділ</h2>\n<p>Текст.</p>\n',
      languages: ['en', 'uk'],
      readingMinutes: 1,
      cover: null,
    });
    expect((await get('/api/content/articles/middle?lng=ru')).json()).toMatchObject({ language: 'en', fallback: true });
    // A legal article is not listed but is served.
    expect((await get('/api/content/articles/rules')).statusCode).toBe(200);
  });

  it('answers an unknown slug with a 404 problem', async () => {
    const response = await get('/api/content/articles/no-such-article');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain(problemContentType);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it.each([
    ['/api/content/articles?lng=de', 'lng'],
    ['/api/content/articles?page=0', 'page'],
    ['/api/content/articles?page=abc', 'page'],
    ['/api/content/articles?pageSize=1000', 'pageSize'],
    ['/api/content/articles?sort=asc', ''],
    ['/api/content/articles/Bad%20Slug', 'slug'],
    ['/api/content/articles/%22%3E%3Cscript%3E', 'slug'],
    ['/api/content/videos?lng=xx', 'lng'],
    ['/api/content/landing?lng=', 'lng'],
  ])('refuses %s with a 400 problem naming the field', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain(problemContentType);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    if (field) expect(body.errors.map((error: { field: string }) => error.field).join(' ')).toContain(field);
  });

  it('serves the videos and the landing data per language', async () => {
    const videos = (await get('/api/content/videos?lng=ru')).json();
    expect(videos.items).toEqual([
      {
        kind: 'youtube',
        id: 'abcdefghijk',
        youtubeId: 'abcdefghijk',
        title: 'Review ru',
        description: 'About ru',
        duration: '1:00',
        date: '2026-01-01',
        featured: true,
      },
    ]);
    const landing = (await get('/api/content/landing?lng=uk')).json();
    expect(landing).toEqual({
      clinics: [{ name: 'Clinic', city: 'City uk' }],
      faq: [{ question: 'Q uk', answer: 'A uk' }],
      video: expect.objectContaining({ youtubeId: 'abcdefghijk', title: 'Review uk' }),
    });
  });
});
