import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../contract/rules/languages';
import {
  type PrerenderedData,
  type PrerenderedPage,
  type PrerenderedPages,
  appNamePlaceholder,
  prerenderedDataElementId,
  prerenderedDir,
} from '../../contract/rules/prerender';
import { escapeHtml, jsonForScript } from './spa-head';

/** A prerendered page ready to serve: filled in once when the pages are loaded, not per request. */
export interface ServedPrerenderedPage {
  /** The root element's markup with this server's product name in it. */
  markup: string;
  /** For the head: the data the client hands its store before hydrating, and the page's own scripts. */
  head: string;
  /** A skeleton that reads as nothing without scripts: the template's "Please enable JavaScript" stays. */
  needsScripts: boolean;
}

export interface PrerenderedSite {
  /** The page's prerendered markup and data for this path and language, or null when it has none. */
  find: (
    pathname: string,
    query: Readonly<Record<string, unknown>>,
    language: Language,
  ) => Promise<ServedPrerenderedPage | null>;
}

/** Query parameters that do not change what a page shows: the language switch and campaign tags. */
const isNeutralParameter = (name: string): boolean => name === 'lng' || name.startsWith('utm_');

const servedPage = (page: PrerenderedPage, appName: string, fill: (html: string) => string): ServedPrerenderedPage => {
  const data: PrerenderedData = {
    ...page.data,
    queries: page.data.queries.map((query) =>
      query.endpointName === 'getArticle'
        ? { ...query, value: { ...query.value, html: fill(query.value.html) } }
        : query,
    ),
  };
  return {
    markup: fill(page.html.replaceAll(appNamePlaceholder, escapeHtml(appName))),
    head: [
      `<script type="application/json" id="${prerenderedDataElementId}">${jsonForScript(data)}</script>`,
      ...(page.scripts ?? []).map((source) => `<script defer src="${escapeHtml(source)}"></script>`),
    ].join('\n'),
    needsScripts: page.needsScripts === true,
  };
};

const readPages = async (file: string): Promise<PrerenderedPages> => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as PrerenderedPages;
  } catch {
    return {};
  }
};

/**
 * The pages the SPA build rendered (`dist/.prerendered/`), when they were rendered from this server's content
 * directory; otherwise none, and every page is rendered by the browser as before.
 */
export const loadPrerenderedSite = async (
  staticDir: string,
  contentDir: string | undefined,
  appName: string,
  fill: (html: string) => string = (html) => html,
): Promise<PrerenderedSite> => {
  const dir = path.join(staticDir, prerenderedDir);
  let builtFrom: string | undefined;
  try {
    builtFrom = (JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as { contentDir?: string })
      .contentDir;
  } catch {
    builtFrom = undefined;
  }
  const usable = builtFrom !== undefined && (contentDir === undefined || path.resolve(contentDir) === builtFrom);
  // A language's pages (about 1 MB of markup each) are read when a page in it is first asked for: a server that
  // serves one language never holds the others, and start-up memory stays what the API needs.
  const byLanguage = new Map<Language, Promise<Record<string, ServedPrerenderedPage>>>();
  const pagesIn = (language: Language): Promise<Record<string, ServedPrerenderedPage>> => {
    let pages = byLanguage.get(language);
    if (!pages) {
      pages = readPages(path.join(dir, `${language}.json`)).then((read) =>
        Object.fromEntries(Object.entries(read).map(([pathname, page]) => [pathname, servedPage(page, appName, fill)])),
      );
      byLanguage.set(language, pages);
    }
    return pages;
  };
  return {
    find: async (pathname, query, language) => {
      if (!usable || !Object.keys(query).every(isNeutralParameter)) return null;
      const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      return (await pagesIn(language))[clean] ?? null;
    },
  };
};
