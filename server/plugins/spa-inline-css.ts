import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The build's own stylesheet links in `index.html`: `<link href="/static/css/….css" rel="stylesheet">`. */
const stylesheetLink = /<link\s+href="(\/static\/css\/[\w.-]+\.css)"\s+rel="stylesheet"\s*\/?>/gi;

/** Larger stylesheets stay links: a browser caches those, and it fetches them while it reads the page. */
export const inlineStylesheetMaxBytes = 4096;

/**
 * `index.html` with the build's small stylesheets written into it as `<style>` elements: on a slow connection a
 * render-blocking request for a few hundred bytes costs a round trip before the first paint (150 ms on Lighthouse's
 * phone). The server gives each `<style>` the page's nonce, as it does for the prerendered markup's styles. A link
 * whose file is missing or larger than `inlineStylesheetMaxBytes` stays as it is.
 */
export const inlineSmallStylesheets = async (html: string, staticDir: string): Promise<string> => {
  const links = [...html.matchAll(stylesheetLink)];
  const inlined = new Map<string, string>();
  for (const [link, href] of links) {
    const css = await readFile(path.join(staticDir, href!), 'utf8').catch(() => null);
    // `</style` inside the CSS would end the element early; a built stylesheet has none, but then it stays a link.
    if (css !== null && Buffer.byteLength(css) <= inlineStylesheetMaxBytes && !/<\/style/i.test(css)) {
      inlined.set(link, `<style>${css.replace(/\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')}</style>`);
    }
  }
  return html.replace(stylesheetLink, (link) => inlined.get(link) ?? link);
};
