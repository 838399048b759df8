import { http, HttpResponse } from 'msw';
import type {
  ArticleListResponse,
  ArticleResponse,
  ArticleSummary,
  LandingContentResponse,
  VideoListResponse,
} from '@contract/api/content';
import { apiUrl } from './msw-server';

/** Content the web tests see by default; a test overrides an endpoint with `server.use(...)`. */
export const articleSummary = (slug: string, overrides: Partial<ArticleSummary> = {}): ArticleSummary => ({
  slug,
  language: 'en',
  fallback: false,
  title: `Title of ${slug}`,
  description: `Description of ${slug}`,
  keywords: 'dental',
  cover: null,
  date: '2026-10-28',
  readingMinutes: 3,
  category: 'guide',
  ...overrides,
});

export const articleList = (items: ArticleSummary[], page = 1, totalPages = 1): ArticleListResponse => ({
  items,
  page,
  pageSize: 9,
  total: items.length,
  totalPages,
});

export const articleResponse = (slug: string, overrides: Partial<ArticleResponse> = {}): ArticleResponse => ({
  ...articleSummary(slug),
  html: '<h2>First section</h2><p>Body text.</p>',
  languages: ['en', 'ru', 'uk'],
  ...overrides,
});

export const landingContent: LandingContentResponse = {
  clinics: [{ name: 'Smile Lab', city: 'Kyiv' }],
  faq: [{ question: 'How does the free trial work?', answer: 'Two days, then bonuses.' }],
  video: {
    youtubeId: 'abcdefghijk',
    title: 'Video review',
    description: 'A tour',
    duration: '7:42',
    date: '2026-10-20',
    featured: true,
  },
};

export const videoList: VideoListResponse = { items: [landingContent.video!] };

export const contentHandlers = [
  http.get(apiUrl('content/landing'), () => HttpResponse.json(landingContent)),
  http.get(apiUrl('content/videos'), () => HttpResponse.json(videoList)),
  http.get(apiUrl('content/articles'), () =>
    HttpResponse.json(articleList([articleSummary('smart-invoice'), articleSummary('prosthetic-module')])),
  ),
  http.get(apiUrl('content/articles/:slug'), ({ params }) => HttpResponse.json(articleResponse(String(params.slug)))),
];
