import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

/** The anchor of the n-th section (h2): numbers read the same in every language, so contents link alike. */
export const sectionId = (n: number): string => `section-${n}`;

markdown.core.ruler.push('section_ids', (state) => {
  let section = 0;
  for (const token of state.tokens) {
    if (token.type === 'heading_open' && token.tag === 'h2') token.attrSet('id', sectionId(++section));
  }
});

const isExternal = (href: string | undefined): boolean => !!href && /^(https?:)?\/\//i.test(href);

/**
 * Markdown to HTML that is safe to put into the page: markdown-it with raw HTML off, then sanitize-html with a
 * short list of tags and schemes as the second line of defence. The page's own h1 is the article title, so the
 * text's headings start at h2; links leaving the site open in a new tab without handing over the opener.
 */
export const renderMarkdown = (source: string): string =>
  sanitizeHtml(markdown.render(source), {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'ul',
      'ol',
      'li',
      'blockquote',
      'pre',
      'code',
      'em',
      'strong',
      'a',
      'hr',
      'br',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'img',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      h2: ['id'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['style'],
      td: ['style'],
    },
    allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) =>
        isExternal(attribs.href)
          ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
          : { tagName, attribs },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });

/** Minutes a reader needs, at 200 words a minute, at least one. */
export const readingMinutes = (source: string): number =>
  Math.max(1, Math.ceil(source.split(/\s+/).filter(Boolean).length / 200));
