import type {
  ArticleListResponse,
  ArticleResponse,
  ArticleSummary,
  LandingContentResponse,
  Video,
} from '../../../contract/api/content';
import { type Language, fallbackLanguage, languages } from '../../../contract/rules/languages';
import type { ArticleText, SiteContent } from './load-content';

/** Articles under these categories are reached from the footer, not listed among the articles. */
const unlisted = new Set(['legal']);

const textFor = (
  texts: Partial<Record<Language, ArticleText>>,
  language: Language,
): { text: ArticleText; fallback: boolean } => {
  const own = texts[language];
  // loadContent guarantees the English text.
  return own ? { text: own, fallback: false } : { text: texts[fallbackLanguage] as ArticleText, fallback: true };
};

const summaryOf = (slug: string, text: ArticleText, fallback: boolean): ArticleSummary => ({
  slug,
  language: text.language,
  fallback,
  title: text.title,
  description: text.description,
  keywords: text.keywords,
  cover: text.cover ?? null,
  date: text.date,
  readingMinutes: text.readingMinutes,
  category: text.category,
});

/** Newest first; the slug breaks ties so pages never shuffle. */
const byDateDesc = (a: ArticleSummary, b: ArticleSummary) =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** `fillHtml` writes this server's settings into an article's HTML (the legal templates' operator details). */
export const createContentService = (content: SiteContent, fillHtml: (html: string) => string = (html) => html) => {
  const summaries = (language: Language): ArticleSummary[] =>
    [...content.articles].map(([slug, texts]) => {
      const { text, fallback } = textFor(texts, language);
      return summaryOf(slug, text, fallback);
    });

  const listArticles = (language: Language, page: number, pageSize: number): ArticleListResponse => {
    const all = summaries(language)
      .filter((article) => !unlisted.has(article.category))
      .sort(byDateDesc);
    const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
    return {
      items: all.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      total: all.length,
      totalPages,
    };
  };

  const getArticle = (slug: string, language: Language): ArticleResponse | null => {
    const texts = content.articles.get(slug);
    if (!texts) return null;
    const { text, fallback } = textFor(texts, language);
    return {
      ...summaryOf(slug, text, fallback),
      html: fillHtml(text.html),
      languages: languages.filter((candidate) => texts[candidate]),
    };
  };

  const videos = (language: Language): Video[] =>
    content.videos.map((video) => ({
      youtubeId: video.youtubeId,
      title: video.title[language],
      description: video.description[language],
      duration: video.duration,
      date: video.date,
      featured: video.featured ?? false,
    }));

  const landing = (language: Language): LandingContentResponse => ({
    clinics: content.landing.clinics.map((clinic) => ({ name: clinic.name, city: clinic.city[language] })),
    faq: content.landing.faq[language],
    video: videos(language).find((video) => video.featured) ?? null,
  });

  /** Every article with its languages and date, for the sitemap. */
  const articleIndex = (): { slug: string; languages: Language[]; date: string }[] =>
    [...content.articles].map(([slug, texts]) => ({
      slug,
      languages: languages.filter((language) => texts[language]),
      date:
        languages
          .map((language) => texts[language]?.date ?? '')
          .sort()
          .at(-1) ?? '',
    }));

  return { listArticles, getArticle, videos, landing, articleIndex };
};

export type ContentService = ReturnType<typeof createContentService>;
