import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { languages, openGraphLocale } from '@contract/rules/languages';
import { routeMetadataFor } from '@contract/rules/route-metadata';
import { paths } from '@contract/rules/routes';
import { articleResponse } from '@/testing/content-fixtures';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';
import { readLocaleResources } from '@/testing/test-i18n';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const texts = readLocaleResources() as Record<string, { meta: Record<string, { title: string; description: string }> }>;

/** Public routes the metadata table names, with a concrete path each. */
const publicRoutes = [paths.home, paths.articles, '/preview/p-1', paths.videos, paths.clinicalModel];

describe('the route-metadata table in the SPA', () => {
  const cases = publicRoutes.flatMap((path) => languages.map((language) => [path, language] as const));

  it.each(cases)('%s in %s: title, description, robots and Open Graph locale', async (path, language) => {
    const { i18n } = renderRoute(path);
    await act(() => i18n.changeLanguage(language));
    const record = routeMetadataFor(path);
    const text = texts[language]!.meta[record.key]!;
    await waitFor(() => expect(document.title).toBe(`Dentiqo 3D | ${text.title}`));
    expect(meta('meta[name="description"]')).toBe(text.description);
    expect(meta('meta[name="robots"]')).toBe(record.robots ?? 'index, follow');
    expect(meta('meta[property="og:locale"]')).toBe(openGraphLocale[language]);
  });

  it('falls back to the English home metadata for an unknown language', async () => {
    const { i18n } = renderRoute(paths.home);
    await act(() => i18n.changeLanguage('de'));
    await waitFor(() => expect(document.title).toBe(`Dentiqo 3D | ${texts.en!.meta.home!.title}`));
    expect(meta('meta[property="og:locale"]')).toBe('en_EN');
  });

  it('gives an article its own title and description from its front matter', async () => {
    server.use(
      http.get(apiUrl('content/articles/smart-invoice'), () =>
        HttpResponse.json(
          articleResponse('smart-invoice', { title: 'The smart invoice', description: 'Prices from your list' }),
        ),
      ),
    );
    renderRoute('/articles/smart-invoice');
    await waitFor(() => expect(document.title).toBe('Dentiqo 3D | The smart invoice'));
    expect(meta('meta[name="description"]')).toBe('Prices from your list');
    expect(meta('meta[property="og:title"]')).toBe('Dentiqo 3D | The smart invoice');
  });

  it('keeps a missing article out of search engines', async () => {
    server.use(
      http.get(apiUrl('content/articles/gone'), () =>
        problemResponse({ type: 'about:blank', title: 'Not Found', status: 404, code: 'NOT_FOUND' }),
      ),
    );
    renderRoute('/articles/gone');
    await waitFor(() => expect(meta('meta[name="robots"]')).toBe('noindex, follow'));
    expect(document.title).toBe(`Dentiqo 3D | ${texts.en!.meta.articles!.title}`);
  });
});
