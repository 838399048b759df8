import type { Language } from '../../../contract/rules/languages';
import { matchPath } from '../../../contract/rules/routes';
import type { PageOverride } from '../../plugins/spa';
import type { ContentService } from './service';

const articlePrefix = '/articles/';

/** An article page's own metadata from its front matter, 'not-found' for an unknown slug, null for other pages. */
export const resolveContentPage = (
  content: ContentService,
  pathname: string,
  language: Language,
): PageOverride | 'not-found' | null => {
  if (matchPath(pathname) !== 'article') return null;
  let slug: string;
  try {
    slug = decodeURIComponent(pathname.slice(articlePrefix.length).replace(/\/+$/, ''));
  } catch {
    return 'not-found';
  }
  const article = content.getArticle(slug, language);
  if (!article) return 'not-found';
  return {
    title: article.title,
    description: article.description,
    keywords: article.keywords,
    image: article.cover ?? undefined,
    languages: article.languages,
  };
};
