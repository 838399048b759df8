import { http, HttpResponse } from 'msw';
import type {
  ArticleListResponse,
  ArticleResponse,
  ArticleSummary,
  FileVideo,
  LandingContentResponse,
  VideoListResponse,
  YoutubeVideo,
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

/** Our own video, as the server describes a `file` entry of content/videos.yaml. */
export const fileVideo: FileVideo = {
  kind: 'file',
  id: 'walkthrough',
  title: 'Dentiqo 3D in one minute',
  description: 'A tour',
  duration: '1:02',
  date: '2026-11-26',
  featured: true,
  sources: [
    { src: '/media/walkthrough.0123abcd.webm', type: 'video/webm' },
    { src: '/media/walkthrough.4567cdef.mp4', type: 'video/mp4' },
  ],
  poster: '/media/walkthrough.89ab0123.jpg',
  captions: [
    { language: 'en', src: '/media/walkthrough.en.11111111.vtt' },
    { language: 'ru', src: '/media/walkthrough.ru.22222222.vtt' },
    { language: 'uk', src: '/media/walkthrough.uk.33333333.vtt' },
  ],
};

/** A YouTube video an operator listed. */
export const youtubeVideo: YoutubeVideo = {
  kind: 'youtube',
  id: 'abcdefghijk',
  youtubeId: 'abcdefghijk',
  title: 'Installing the program',
  description: 'From the installer to the first start',
  duration: '4:15',
  date: '2026-10-20',
  featured: false,
};

/** The shipped landing data: no clinics listed. */
export const landingContent: LandingContentResponse = {
  clinics: [],
  faq: [{ question: 'How does the free trial work?', answer: 'Two days, then bonuses.' }],
  video: fileVideo,
};

export const videoList: VideoListResponse = { items: [fileVideo] };

export const contentHandlers = [
  http.get(apiUrl('content/landing'), () => HttpResponse.json(landingContent)),
  http.get(apiUrl('content/videos'), () => HttpResponse.json(videoList)),
  http.get(apiUrl('content/articles'), () =>
    HttpResponse.json(articleList([articleSummary('smart-invoice'), articleSummary('prosthetic-module')])),
  ),
  http.get(apiUrl('content/articles/:slug'), ({ params }) => HttpResponse.json(articleResponse(String(params.slug)))),
];
