import { type Language, languages } from '../../../contract/rules/languages';
import { defaultRobots, routeMetadataFor } from '../../../contract/rules/route-metadata';
import { buildPath, paths } from '../../../contract/rules/routes';

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string): string => text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);

/** Pages without parameters that search engines may index, by the route-metadata table. */
export const indexablePaths = (): string[] =>
  Object.values(paths).filter(
    (path) => !path.includes(':') && (routeMetadataFor(path).robots ?? defaultRobots) === defaultRobots,
  );

export interface SitemapArticle {
  slug: string;
  languages: Language[];
  date: string;
}

const urlEntry = (publicUrl: string, path: string, pageLanguages: readonly Language[], lastmod?: string) => {
  const url = (language: Language) => `${publicUrl}${path}?lng=${language}`;
  const alternates = pageLanguages
    .map((language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${xml(url(language))}"/>`)
    .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(`${publicUrl}${path}`)}"/>`)
    .join('\n');
  return pageLanguages.map((language) =>
    [
      '  <url>',
      `    <loc>${xml(url(language))}</loc>`,
      ...(lastmod ? [`    <lastmod>${xml(lastmod)}</lastmod>`] : []),
      alternates,
      '  </url>',
    ].join('\n'),
  );
};

/** Every public page and article in every language it exists in, each with its hreflang alternates. */
export const renderSitemap = (publicUrl: string, articles: readonly SitemapArticle[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...indexablePaths().flatMap((path) => urlEntry(publicUrl, path, languages)),
    ...articles.flatMap((article) =>
      urlEntry(publicUrl, buildPath(paths.article, { articleUrl: article.slug }), article.languages, article.date),
    ),
    '</urlset>',
    '',
  ].join('\n');

/** Crawlers keep out of the API and the private pages; the sitemap is announced. */
export const renderRobots = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /company',
    'Disallow: /preview/',
    'Disallow: /submit-profile/',
    'Disallow: /reset-password/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
