import { screen, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { articleList, articleResponse, articleSummary } from '@/testing/content-fixtures';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';

describe('ArticlesPage', () => {
  it('lists articles with their category, reading time and link', async () => {
    renderRoute('/articles');
    // The first test also waits for the page chunk and its namespace.
    const heading = await screen.findByRole('heading', { level: 2, name: 'Title of smart-invoice' }, { timeout: 5000 });
    const card = heading.closest('article')!;
    expect(within(card).getByText('Guide')).toBeInTheDocument();
    expect(within(card).getByText(/3 min read/)).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/articles/smart-invoice');
  });

  it('asks for the page in ?page= and links the other pages', async () => {
    const pages: (string | null)[] = [];
    server.use(
      http.get(apiUrl('content/articles'), ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        pages.push(page);
        return HttpResponse.json(articleList([articleSummary(`on-page-${page}`)], Number(page), 3));
      }),
    );
    renderRoute('/articles?page=2');
    expect(await screen.findByRole('heading', { name: 'Title of on-page-2' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Article pages' });
    expect(within(nav).getByRole('link', { name: /page 3/i })).toHaveAttribute('href', '/articles?page=3');
    expect(within(nav).getByRole('link', { name: /page 1/i })).toHaveAttribute('href', '/articles');
    expect(pages).toEqual(['2']);
  });

  it('labels the page links in the visitor’s language', async () => {
    server.use(
      http.get(apiUrl('content/articles'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(articleList([articleSummary(`on-page-${page}`)], page, 3));
      }),
    );
    renderRoute('/articles?page=2', { language: 'uk' });
    const nav = await screen.findByRole('navigation', { name: 'Сторінки статей' });
    // One landmark, not a nav inside a nav.
    expect(nav.parentElement?.closest('nav')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Перейти на сторінку 3' })).toHaveAttribute(
      'href',
      '/articles?page=3',
    );
    expect(within(nav).getByRole('link', { name: 'Перейти на наступну сторінку' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Сторінка 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there are no articles', async () => {
    server.use(http.get(apiUrl('content/articles'), () => HttpResponse.json(articleList([]))));
    renderRoute('/articles');
    expect(await screen.findByText('No articles yet. New guides are on their way.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(http.get(apiUrl('content/articles'), () => HttpResponse.error()));
    renderRoute('/articles');
    expect(await screen.findByText('The article could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('ArticlePage', () => {
  it('shows a skeleton, then the title and the sanitized body', async () => {
    server.use(
      http.get(apiUrl('content/articles/smart-invoice'), async () => {
        await delay(50);
        return HttpResponse.json(articleResponse('smart-invoice', { title: 'The smart invoice' }));
      }),
    );
    const { container } = renderRoute('/articles/smart-invoice');
    expect(await screen.findByRole('heading', { level: 1, name: 'The smart invoice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'First section' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/articles');
  });

  it('says when the text is the English fallback', async () => {
    server.use(
      http.get(apiUrl('content/articles/smart-invoice'), () =>
        HttpResponse.json(articleResponse('smart-invoice', { fallback: true, language: 'en' })),
      ),
    );
    renderRoute('/articles/smart-invoice', { language: 'uk' });
    expect(
      await screen.findByText('Цю статтю ще не перекладено вашою мовою, тому її показано англійською.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
  });

  it('gives a long text such as the license agreement a table of contents linking to its sections', async () => {
    const titles = ['1. Parties', '2. Terms', '3. Grant', '4. Keys', '5. Trial', '6. Packages', '7. Payment'];
    titles.push('8. Refunds &amp; renewal');
    const html = titles.map((title, index) => `<h2 id="section-${index + 1}">${title}</h2><p>Text.</p>`).join('');
    server.use(
      http.get(apiUrl('content/articles/license-agreement'), () =>
        HttpResponse.json(articleResponse('license-agreement', { category: 'legal', html })),
      ),
    );
    renderRoute('/articles/license-agreement', { language: 'ru' });
    const contents = await screen.findByRole('navigation', { name: 'Содержание' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      titles.map((title, index) => [title.replace('&amp;', '&'), `#section-${index + 1}`]),
    );
    expect(document.getElementById('section-8')).toHaveTextContent('8. Refunds & renewal');
  });

  it('shows no contents for a short text', async () => {
    renderRoute('/articles/smart-invoice');
    expect(await screen.findByRole('heading', { level: 2, name: 'First section' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
  });

  it('shows a real not-found state for an unknown slug', async () => {
    server.use(
      http.get(apiUrl('content/articles/no-such'), () =>
        problemResponse({ type: 'about:blank', title: 'Not Found', status: 404, code: 'NOT_FOUND' }),
      ),
    );
    renderRoute('/articles/no-such');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All articles' }).length).toBeGreaterThan(0);
  });
});
