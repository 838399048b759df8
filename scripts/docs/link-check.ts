import { posix } from 'node:path';
import { markdownParts, type MarkdownParts } from './markdown-parts.ts';

/** One finding, printed as `file:line: message`. */
export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** The repository as the checks see it: its files by path, read on demand. */
export interface Repository {
  /** Every tracked file, relative to the root, with `/`. */
  files: readonly string[];
  read: (file: string) => string;
}

const scheme = /^[a-z][a-z0-9+.-]*:/i;

const decode = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

const folders = (files: readonly string[]): Set<string> => {
  const all = new Set<string>(['.']);
  for (const file of files) for (let dir = posix.dirname(file); dir !== '.'; dir = posix.dirname(dir)) all.add(dir);
  return all;
};

/**
 * Every relative link and image of every Markdown file must name a file or folder of the repository, and an anchor
 * into a Markdown file must name one of its headings. Absolute site paths (`/sign-up` in an article), other
 * schemes (`https:`, `mailto:`) and protocol-relative URLs are not checked.
 */
export const checkLinks = (repo: Repository, documents: readonly string[]): Problem[] => {
  const files = new Set(repo.files);
  const dirs = folders(repo.files);
  const parsed = new Map<string, MarkdownParts>();
  const partsOf = (file: string): MarkdownParts => {
    const known = parsed.get(file) ?? markdownParts(repo.read(file));
    parsed.set(file, known);
    return known;
  };
  const problems: Problem[] = [];

  for (const file of documents) {
    for (const { href, line } of partsOf(file).links) {
      if (scheme.test(href) || href.startsWith('/')) continue;
      const hashAt = href.indexOf('#');
      const pathPart = decode((hashAt < 0 ? href : href.slice(0, hashAt)).replace(/\?.*$/, ''));
      const anchor = hashAt < 0 ? '' : decode(href.slice(hashAt + 1));
      const target = pathPart === '' ? file : posix.normalize(posix.join(posix.dirname(file), pathPart));
      if (target.startsWith('../') || (!files.has(target) && !dirs.has(target.replace(/\/$/, '')))) {
        problems.push({ file, line, message: `link to a missing file: ${href}` });
        continue;
      }
      if (anchor && files.has(target) && target.endsWith('.md') && !partsOf(target).anchors.has(anchor)) {
        problems.push({ file, line, message: `no heading "#${anchor}" in ${target}: ${href}` });
      }
    }
  }
  return problems;
};
