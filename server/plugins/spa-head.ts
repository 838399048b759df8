import type { ClientConfig } from '../../contract/rules/client-config';
import { clientConfigElementId } from '../../contract/rules/client-config';
import { type Language, openGraphLocale } from '../../contract/rules/languages';
import { firstPictureRatioVariable } from '../../contract/rules/prerender';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);

const scriptEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that stays inert inside a `<script>` element: no `</script>`, `<!--` or entity can be formed. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => scriptEscapes[char] ?? char);

/**
 * What the page will ask for first, fetched while its scripts load: the API answer it renders from (in the form its
 * own `fetch` asks, so the browser hands that answer over instead of asking twice) or its first picture (the same
 * `srcset` and `sizes` as its `<img>`, so both pick the same file). A picture's width and height, when known, also
 * set its shape for the page's first screen to hold its place in (`firstPictureRatioVariable`).
 */
export type Preload =
  | { as: 'fetch'; href: string }
  | { as: 'image'; type: string; imageSrcset: string; imageSizes: string; width?: number; height?: number };

const preloadTags = (preload: Preload): string[] => {
  if (preload.as === 'fetch')
    // `crossorigin` (anonymous): fetch()'s own mode (cors) and credentials (same-origin), or Chromium does not match.
    return [`<link rel="preload" as="fetch" href="${escapeHtml(preload.href)}" crossorigin>`];
  const { width = 0, height = 0 } = preload;
  return [
    `<link rel="preload" as="image" type="${escapeHtml(preload.type)}" imagesrcset="${escapeHtml(preload.imageSrcset)}" ` +
      `imagesizes="${escapeHtml(preload.imageSizes)}" fetchpriority="high">`,
    ...(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0
      ? [`<style>:root{${firstPictureRatioVariable}:${width} / ${height}}</style>`]
      : []),
  ];
};

export interface PageHead {
  language: Language;
  /** Full document title, product name included. */
  title: string;
  description: string;
  keywords: string;
  robots: string;
  /** Absolute URLs. */
  canonicalUrl: string;
  imageUrl: string;
  siteName: string;
  /** Absolute URL of the page in each language it exists in (hreflang alternates); x-default is the canonical. */
  alternates: readonly { language: Language; url: string }[];
  clientConfig: ClientConfig;
  preloads?: readonly Preload[] | undefined;
}

/** The tags the server writes at the template's head slot. */
export const renderHead = (head: PageHead): string => {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    meta('name', 'robots', head.robots),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    meta('property', 'og:locale', openGraphLocale[head.language]),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:site_name', head.siteName),
    ...head.alternates.map(
      (alternate) => `<link rel="alternate" hreflang="${alternate.language}" href="${escapeHtml(alternate.url)}">`,
    ),
    ...(head.alternates.length > 0
      ? [`<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.canonicalUrl)}">`]
      : []),
    `<script type="application/json" id="${clientConfigElementId}">${jsonForScript(head.clientConfig)}</script>`,
    ...(head.preloads ?? []).flatMap(preloadTags),
  ].join('\n');
};
