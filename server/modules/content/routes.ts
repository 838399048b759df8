import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ArticleListQuery,
  ArticleListResponse,
  ArticleParams,
  ArticleResponse,
  LandingContentResponse,
  LanguageQuery,
  VideoListResponse,
  articlesPageSizeDefault,
} from '../../../contract/api/content';
import { fallbackLanguage } from '../../../contract/rules/languages';
import { HttpProblem, problemResponses } from '../../plugins/problem';
import type { ContentService } from './service';
import { renderRobots, renderSitemap } from './sitemap';

export interface ContentRoutesOptions {
  content: ContentService;
}

// Content changes only with a deploy; a short shared cache spares the server without hiding an update for long.
const cacheControl = 'public, max-age=300';

/** Articles, videos and landing data from `content/`, per language with the English fallback. */
export const contentRoutes: FastifyPluginAsyncTypebox<ContentRoutesOptions> = async (app, { content }) => {
  app.get(
    '/api/content/articles',
    {
      config: { public: true },
      schema: {
        operationId: 'listArticles',
        tags: ['content'],
        summary: 'Articles, newest first, one page at a time',
        description:
          'A missing translation falls back to English and says so (`fallback: true`). The license agreement and privacy policy are not listed.',
        querystring: ArticleListQuery,
        response: { 200: ArticleListResponse, ...problemResponses(400, 500) },
      },
    },
    async (request, reply) => {
      const { lng = fallbackLanguage, page = 1, pageSize = articlesPageSizeDefault } = request.query;
      return reply.header('cache-control', cacheControl).send(content.listArticles(lng, page, pageSize));
    },
  );

  app.get(
    '/api/content/articles/:slug',
    {
      config: { public: true },
      schema: {
        operationId: 'getArticle',
        tags: ['content'],
        summary: 'One article with its sanitized HTML',
        params: ArticleParams,
        querystring: LanguageQuery,
        response: { 200: ArticleResponse, ...problemResponses(400, 404, 500) },
      },
    },
    async (request, reply) => {
      const article = content.getArticle(request.params.slug, request.query.lng ?? fallbackLanguage);
      if (!article) throw new HttpProblem(404, 'NOT_FOUND', { detail: 'No article has this address.' });
      return reply.header('cache-control', cacheControl).send(article);
    },
  );

  app.get(
    '/api/content/videos',
    {
      config: { public: true },
      schema: {
        operationId: 'listVideos',
        tags: ['content'],
        summary: 'The videos, the featured review first',
        querystring: LanguageQuery,
        response: { 200: VideoListResponse, ...problemResponses(400, 500) },
      },
    },
    async (request, reply) => {
      const items = content.videos(request.query.lng ?? fallbackLanguage);
      items.sort((a, b) => Number(b.featured) - Number(a.featured) || b.date.localeCompare(a.date));
      return reply.header('cache-control', cacheControl).send({ items });
    },
  );

  app.get(
    '/api/content/landing',
    {
      config: { public: true },
      schema: {
        operationId: 'getLanding',
        tags: ['content'],
        summary: 'The landing page data: clinics, questions and answers, the video review',
        querystring: LanguageQuery,
        response: { 200: LandingContentResponse, ...problemResponses(400, 500) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', cacheControl).send(content.landing(request.query.lng ?? fallbackLanguage)),
  );
};

export interface SeoRoutesOptions {
  content: ContentService;
  publicUrl: string;
}

/** `sitemap.xml` and `robots.txt`, built once: content only changes with a restart. */
export const seoRoutes: FastifyPluginAsyncTypebox<SeoRoutesOptions> = async (app, { content, publicUrl }) => {
  const sitemap = renderSitemap(publicUrl, content.articleIndex());
  const robots = renderRobots(publicUrl);
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
};
