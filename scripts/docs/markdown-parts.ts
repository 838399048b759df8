import MarkdownIt, { type Env, type Token } from 'markdown-it';
import { uniqueSlugs } from './github-slug.ts';

/** A link or image target written in a document, with the 1-based line it is on. */
export interface LinkTarget {
  href: string;
  line: number;
}

/** What the link check needs from one Markdown document: where it links, and the anchors it offers. */
export interface MarkdownParts {
  links: LinkTarget[];
  anchors: Set<string>;
}

const markdown = new MarkdownIt({ html: true, linkify: false });
const htmlTarget = /\b(?:href|src)\s*=\s*["']([^"']+)["']/gi;
const htmlAnchor = /\b(?:id|name)\s*=\s*["']([^"']+)["']/gi;

/** The line of `block` that holds `text`; a link spread over a paragraph is reported on its own line. */
const lineOf = (lines: readonly string[], block: [number, number] | null, text: string): number => {
  const [start, end] = block ?? [0, lines.length];
  for (let i = start; i < end; i += 1) if (lines[i]?.includes(text)) return i + 1;
  return start + 1;
};

const inlineText = (token: Token | undefined): string =>
  (token?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');

/** Reads a document with markdown-it, so code blocks, inline code and reference definitions count as they render. */
export const markdownParts = (source: string): MarkdownParts => {
  const env: Env = {};
  const tokens = markdown.parse(source, env);
  const lines = source.split('\n');
  const links: LinkTarget[] = [];
  const headings: string[] = [];
  const anchors = new Set<string>();
  const addHtml = (html: string, block: [number, number] | null): void => {
    for (const [, href] of html.matchAll(htmlTarget)) if (href) links.push({ href, line: lineOf(lines, block, href) });
    for (const [, id] of html.matchAll(htmlAnchor)) if (id) anchors.add(id);
  };

  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') headings.push(inlineText(tokens[index + 1]));
    if (token.type === 'html_block') addHtml(token.content, token.map as [number, number] | null);
    if (token.type !== 'inline') return;
    const block = token.map as [number, number] | null;
    for (const child of token.children ?? []) {
      const href =
        child.type === 'link_open' ? child.attrGet('href') : child.type === 'image' ? child.attrGet('src') : null;
      if (typeof href === 'string' && href) links.push({ href, line: lineOf(lines, block, href) });
      if (child.type === 'html_inline') addHtml(child.content, block);
    }
  });
  for (const { href } of Object.values(env.references ?? {})) {
    if (!links.some((link) => link.href === href)) links.push({ href, line: lineOf(lines, null, `]: ${href}`) });
  }
  for (const slug of uniqueSlugs(headings)) anchors.add(slug);
  return { links, anchors };
};
