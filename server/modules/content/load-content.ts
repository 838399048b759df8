import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type Language, isLanguage, languages } from '../../../contract/rules/languages';
import { ContentError, parseYamlFile } from './content-error';
import { ArticleFrontMatter, LandingFile, checkShape } from './content-files';
import { legalPlaceholdersIn, unknownLegalPlaceholders } from './legal-placeholders';
import { readingMinutes, renderMarkdown } from './render-markdown';
import { type VideosFile, mediaFolder, readVideos } from './videos-file';

export interface ArticleText extends ArticleFrontMatter {
  language: Language;
  html: string;
  readingMinutes: number;
}

export interface SiteContent {
  /** By slug, then language; every article has an English text. */
  articles: Map<string, Partial<Record<Language, ArticleText>>>;
  videos: VideosFile;
  landing: LandingFile;
}

export { ContentError };

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

const readArticle = (file: string, slug: string, language: Language): ArticleText => {
  const source = readFileSync(file, 'utf8');
  const match = frontMatterPattern.exec(source);
  if (!match) throw new ContentError(file, 'must start with a front matter block between two "---" lines');
  const frontMatter = parseYamlFile(file, match[1] ?? '');
  const problem = checkShape(ArticleFrontMatter, frontMatter);
  if (problem) throw new ContentError(file, `bad front matter: ${problem}`);
  const fields = frontMatter as ArticleFrontMatter;
  if (fields.slug !== slug)
    throw new ContentError(file, `front matter slug "${fields.slug}" must equal the folder name "${slug}"`);
  if (Number.isNaN(Date.parse(fields.date)))
    throw new ContentError(file, `date "${fields.date}" is not a calendar date`);
  const body = match[2] ?? '';
  if (!body.trim()) throw new ContentError(file, 'the article has no text after its front matter');
  const unknown = unknownLegalPlaceholders(body);
  if (unknown.length > 0) throw new ContentError(file, `unknown placeholder {{legal.${unknown[0]}}}`);
  const html = renderMarkdown(body);
  // A placeholder in a link target is URL-encoded by the renderer and would reach readers unfilled.
  if (legalPlaceholdersIn(html).length !== legalPlaceholdersIn(body).length) {
    throw new ContentError(file, 'a {{legal.…}} placeholder may stand in the text, not in a link target');
  }
  return { ...fields, language, html, readingMinutes: readingMinutes(body) };
};

const readArticles = (contentDir: string): SiteContent['articles'] => {
  const articles: SiteContent['articles'] = new Map();
  const root = path.join(contentDir, 'articles');
  if (!existsSync(root)) return articles;
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const slug = entry.name;
    const folder = path.join(root, slug);
    const texts: Partial<Record<Language, ArticleText>> = {};
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      const language = name.replace(/\.md$/, '');
      if (!name.endsWith('.md') || !isLanguage(language)) {
        throw new ContentError(
          file,
          `expected one file per language named ${languages.map((l) => `${l}.md`).join(', ')}`,
        );
      }
      texts[language] = readArticle(file, slug, language);
    }
    if (!texts.en)
      throw new ContentError(path.join(folder, 'en.md'), 'every article needs an English text (the fallback)');
    articles.set(slug, texts);
  }
  return articles;
};

const readChecked = <T>(file: string, schema: Parameters<typeof checkShape>[0]): T => {
  if (!existsSync(file)) throw new ContentError(file, 'is missing');
  const value = parseYamlFile(file, readFileSync(file, 'utf8'));
  const problem = checkShape(schema, value);
  if (problem) throw new ContentError(file, problem);
  return value as T;
};

/** Reads, validates and renders everything under `contentDir` once; throws a ContentError naming a bad file. */
export const loadContent = (contentDir: string): SiteContent => {
  return {
    articles: readArticles(contentDir),
    videos: readVideos(path.join(contentDir, 'videos.yaml'), path.join(contentDir, mediaFolder)),
    landing: readChecked<LandingFile>(path.join(contentDir, 'landing.yaml'), LandingFile),
  };
};
