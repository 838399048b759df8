import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { headSlot } from '../../contract/rules/client-config';
import { inlineSmallStylesheets } from './spa-inline-css';

export interface SpaTemplate {
  /**
   * The page: `head` at the head slot, `body` (prerendered markup) inside the root element. The template's
   * `<noscript>` is left out above prerendered markup unless the markup `needsScripts` (a skeleton).
   */
  render: (language: string, head: string, body?: string, options?: { needsScripts?: boolean }) => string;
}

const htmlOpenTag = /<html\b[^>]*>/i;
const langAttribute = /\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i;
const rootOpenTag = /<div\b[^>]*\sid\s*=\s*(?:"root"|'root'|root\b)[^>]*>/i;
const deferredScript = /<script\s+defer(?:="defer")?\s+src="([^"]+)"\s*><\/script>/gi;

/** public/start-after-paint.js: asks for the scripts it names once the page has painted. */
export const afterPaintLoader = '/start-after-paint.js';

/**
 * A prerendered page reads fine before its scripts run, so it gets them through the loader instead: the browser
 * paints the page without first downloading and evaluating the app, which is what a phone's LCP waited for.
 */
const loadAfterPaint = (head: string): string => {
  const sources = [...head.matchAll(deferredScript)].map((match) => match[1]);
  if (sources.length === 0) return head;
  let first = true;
  return head.replace(deferredScript, () => {
    if (!first) return '';
    first = false;
    return `<script defer src="${afterPaintLoader}" data-scripts="${sources.join(' ')}"></script>`;
  });
};

/**
 * Splits `index.html` once into the pieces around `<html lang>` and the head slot, so each page is a plain
 * concatenation. A template without the slot gets the tags just before `</head>`.
 */
export const parseTemplate = (html: string): SpaTemplate | null => {
  let slotAt = html.indexOf(headSlot);
  let slotLength = headSlot.length;
  if (slotAt === -1) {
    slotAt = html.search(/<\/head>/i);
    slotLength = 0;
  }
  const openTag = htmlOpenTag.exec(html);
  if (slotAt === -1 || !openTag || openTag.index > slotAt) return null;

  const tagEnd = openTag.index + openTag[0].length;
  const lang = langAttribute.exec(openTag[0]);
  const langStart = lang ? openTag.index + lang.index : tagEnd - 1;
  const langEnd = lang ? langStart + lang[0].length : tagEnd - 1;
  const before = html.slice(0, langStart);
  const middle = html.slice(langEnd, slotAt);
  const after = html.slice(slotAt + slotLength);
  const root = rootOpenTag.exec(after);
  const rootAt = root ? root.index + root[0].length : after.length;
  const afterHead = after.slice(0, rootAt);
  // "Please enable JavaScript" would be wrong above a page that reads fine without it.
  const afterHeadPrerendered = loadAfterPaint(afterHead.replace(/<noscript>[\s\S]*?<\/noscript>/gi, ''));
  const afterHeadSkeleton = loadAfterPaint(afterHead);
  const afterRoot = after.slice(rootAt);

  return {
    render: (language, head, body = '', { needsScripts = false } = {}) => {
      if (!root || !body) return `${before} lang="${language}"${middle}${head}${afterHead}${afterRoot}`;
      const beforeBody = needsScripts ? afterHeadSkeleton : afterHeadPrerendered;
      return `${before} lang="${language}"${middle}${head}${beforeBody}${body}${afterRoot}`;
    },
  };
};

/** The SPA's `index.html` from the build directory, or null while the SPA is not built. */
export const loadTemplate = async (staticDir: string): Promise<SpaTemplate | null> => {
  let html: string;
  try {
    html = await readFile(path.join(staticDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  return parseTemplate(await inlineSmallStylesheets(html, staticDir));
};
