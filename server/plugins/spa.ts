import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ClientConfig } from '../../contract/rules/client-config';
import { type Language, languages } from '../../contract/rules/languages';
import { canonicalPath } from '../../contract/rules/canonical-path';
import { namespacesForPath } from '../../contract/rules/inline-translations';
import { defaultRobots, pageTitle, routeMetadataFor } from '../../contract/rules/route-metadata';
import { matchPath } from '../../contract/rules/routes';
import { apiPrefix } from './errors';
import { localesPlugin } from './locales';
import { type MetaText, type MetaTexts, loadMetaTexts } from './meta-texts';
import { problemFor, sendProblem } from './problem';
import { chooseLanguage, languageChoiceCookie } from './request-language';
import { type Preload, renderHead } from './spa-head';
import { styleNonceMeta, withStyleNonce } from './spa-style-nonce';
import { type PrerenderedSite, loadPrerenderedSite } from './spa-prerendered';
import { type SpaTemplate, loadTemplate } from './spa-template';
import { renderInlineTranslations } from './spa-translations';

/** What a page with its own content (an article) says about itself instead of its route's generic texts. */
export interface PageTexts {
  title: string;
  description: string;
  keywords: string;
  /** Site-relative share image; the route's image when absent. */
  image?: string | undefined;
  /** The languages the page is written in, for the hreflang alternates. */
  languages: readonly Language[];
}

/** Another entry of `locales/<lng>/meta.json` for a page, its `{{name}}` placeholders filled from `values`. */
export interface KeyedPageTexts {
  key: string;
  values: Readonly<Record<string, string>>;
  /** What the page asks for first, preloaded from its first HTML. */
  preloads?: readonly Preload[];
  /** The prerendered page its first HTML carries, by its key, when not the one under its own path. */
  prerendered?: string;
}

export type PageOverride = PageTexts | KeyedPageTexts;
type PageResolution = PageOverride | 'not-found' | null;

export interface SpaOptions {
  staticDir: string;
  localesDir: string;
  appName: string;
  publicUrl: string;
  /** Settings the SPA reads at runtime (contacts, analytics ids), written into the first HTML. */
  clientConfig: ClientConfig;
  /** The content directory this server serves, so pages prerendered from another one are not used. */
  contentDir?: string;
  /** Writes this server's settings into content HTML (prerendered markup and article data); identity when unset. */
  fillContent?: (html: string) => string;
  /** An override for a page with its own metadata, 'not-found' for a page that does not exist, else null. */
  resolvePage?: (pathname: string, language: Language) => PageResolution | Promise<PageResolution>;
}

const hashedPrefix = '/static/';
const localesPrefix = '/locales/';
const immutableMaxAge = '365d';
const shortMaxAge = '1h';
/** Brotli's quality for pages compressed per response: 5 compresses a 160 KB page in about a millisecond. */
const pageBrotliQuality = 5;

const hasExtension = (pathname: string): boolean => /\.[^/]*$/.test(pathname);

/** The pathname as a browser's `location.pathname` has it: percent-encoded, whatever the client sent. */
const browserPathname = (pathname: string): string => new URL(pathname, 'http://localhost').pathname;

const notFoundRobots = 'noindex, follow';

const fill = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');

const keyedTexts = (texts: MetaTexts, language: Language, keyed: KeyedPageTexts): MetaText | undefined => {
  const text = texts[language][keyed.key];
  if (!text) return undefined;
  return {
    title: fill(text.title, keyed.values),
    description: fill(text.description, keyed.values),
    keywords: fill(text.keywords, keyed.values),
  };
};

const keyedOf = (resolved: PageResolution): KeyedPageTexts | null =>
  resolved !== null && resolved !== 'not-found' && 'key' in resolved ? resolved : null;

const pageHeadFor = (
  pathname: string,
  language: Language,
  resolved: PageResolution,
  texts: MetaTexts,
  options: SpaOptions,
): { head: string; status: number } => {
  const record = routeMetadataFor(pathname);
  const keyed = keyedOf(resolved);
  const override = resolved === null || resolved === 'not-found' || 'key' in resolved ? null : resolved;
  const text = override ?? (keyed && keyedTexts(texts, language, keyed)) ?? texts[language][record.key];
  const robots = resolved === 'not-found' ? notFoundRobots : (record.robots ?? defaultRobots);
  const canonicalUrl = `${options.publicUrl}${canonicalPath(browserPathname(pathname))}`;
  // Private and missing pages have no language versions worth announcing.
  const alternateLanguages = robots.startsWith('noindex') ? [] : (override?.languages ?? languages);
  const head = renderHead({
    language,
    title: pageTitle(options.appName, text?.title ?? ''),
    description: text?.description ?? '',
    keywords: text?.keywords ?? '',
    robots,
    canonicalUrl,
    imageUrl: `${options.publicUrl}${override?.image ?? record.image}`,
    siteName: options.appName,
    alternates: alternateLanguages.map((alternate) => ({
      language: alternate,
      url: `${canonicalUrl}?lng=${alternate}`,
    })),
    clientConfig: options.clientConfig,
    preloads: keyed?.preloads,
  });
  return { head, status: resolved === 'not-found' || matchPath(pathname) === null ? 404 : 200 };
};

/**
 * The built SPA: hashed assets cached forever (with their precompressed variants), other files briefly,
 * translations, and the history fallback that answers every page path with `index.html` carrying that page's
 * metadata, so link previews and crawlers see it without running JavaScript, and its first screen's texts, so the
 * SPA paints without waiting for a translation request.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: SpaOptions) => {
    const texts = loadMetaTexts(options.localesDir, (language, error) =>
      app.log.warn({ err: error, language }, 'page metadata texts missing'),
    );
    let template: SpaTemplate | null = await loadTemplate(options.staticDir);
    if (!template) app.log.warn({ staticDir: options.staticDir }, 'the SPA is not built; pages answer 503');
    let prerendered: PrerenderedSite | null = template
      ? await loadPrerenderedSite(options.staticDir, options.contentDir, options.appName, options.fillContent)
      : null;

    // Only the filled-in pages are compressed here (per response: each carries its own nonce); the built assets
    // have precompressed variants, and the API stays uncompressed. A prerendered page is mostly inline styles, which
    // brotli shrinks about tenfold.
    await app.register(fastifyCompress, {
      global: false,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: pageBrotliQuality } },
    });
    await app.register(fastifyStatic, {
      root: path.join(options.staticDir, 'static'),
      prefix: hashedPrefix,
      preCompressed: true,
      maxAge: immutableMaxAge,
      immutable: true,
      index: false,
      dotfiles: 'ignore',
      suppressWarning: true,
      allowedPath: (pathname) => !pathname.endsWith('/'),
    });
    await app.register(fastifyStatic, {
      root: options.staticDir,
      prefix: '/',
      decorateReply: false,
      preCompressed: true,
      maxAge: shortMaxAge,
      index: false,
      dotfiles: 'ignore',
      suppressWarning: true,
      // Directories are pages, and index.html is only ever sent filled in, by the fallback below.
      allowedPath: (pathname) =>
        !pathname.endsWith('/') &&
        !pathname.startsWith('/index.html') &&
        !pathname.startsWith(apiPrefix) &&
        !pathname.startsWith(hashedPrefix) &&
        !pathname.startsWith(localesPrefix),
    });
    await app.register(localesPlugin, { localesDir: options.localesDir });

    app.setNotFoundFallback(async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      if (pathname.startsWith(hashedPrefix) || pathname.startsWith(localesPrefix) || hasExtension(pathname)) {
        return sendProblem(reply, problemFor(request, 404, 'NOT_FOUND'));
      }
      // Picks up a build that finished after the server started.
      template ??= await loadTemplate(options.staticDir);
      if (template)
        prerendered ??= await loadPrerenderedSite(
          options.staticDir,
          options.contentDir,
          options.appName,
          options.fillContent,
        );
      if (!template) {
        const detail = 'The web app is not built: run `npm run build`.';
        return sendProblem(reply, problemFor(request, 503, 'SERVICE_UNAVAILABLE', { detail }));
      }
      const query = (request.query as Record<string, unknown> | undefined) ?? {};
      const language = chooseLanguage({
        queryLanguage: query.lng,
        cookieHeader: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      let resolved: PageResolution = null;
      try {
        resolved = (await options.resolvePage?.(pathname, language)) ?? null;
      } catch (error) {
        // A page's own texts are a nicety of link previews: without them (a database hiccup) the route's still serve.
        request.log.warn({ err: error }, 'page metadata unavailable');
      }
      const { head, status } = pageHeadFor(pathname, language, resolved, texts, options);
      const translations = await renderInlineTranslations(options.localesDir, language, namespacesForPath(pathname));
      // A page's own prerendered markup holds for its neutral queries only; a shell it names holds for any.
      const shell = keyedOf(resolved)?.prerendered;
      const page =
        status === 200
          ? ((await prerendered?.find(shell ?? browserPathname(pathname), shell ? {} : query, language)) ?? null)
          : null;
      const nonce = reply.useStyleNonce();
      const pageHead = `${styleNonceMeta(nonce)}\n${head}\n${translations}`;
      const html = withStyleNonce(
        page
          ? template.render(language, `${pageHead}\n${page.head}`, page.markup, { needsScripts: page.needsScripts })
          : template.render(language, pageHead),
        nonce,
      );
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie');
      const chosenLanguage = languageChoiceCookie(query.lng, options.publicUrl.startsWith('https:'));
      if (chosenLanguage) reply.header('set-cookie', chosenLanguage);
      reply.compress(html);
      return reply;
    });
  },
  { name: 'spa', dependencies: ['errors', 'security-headers'] },
);
