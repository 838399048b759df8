import type {
  ArticleListResponse,
  ArticleResponse,
  ArticleSummary,
  LandingContentResponse,
  Video,
} from '../../../contract/api/content';
import { type Language, fallbackLanguage, languages } from '../../../contract/rules/languages';
import type { ArticleText, SiteContent } from './load-content';
import { type VideoEntry, isFileEntry, mediaPrefix } from './videos-file';

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

const mediaUrl = (name: string) => `${mediaPrefix}${name}`;

const videoOf = (entry: VideoEntry, language: Language): Video => {
  const fields = {
    title: entry.title[language],
    description: entry.description[language],
    duration: entry.duration,
    date: entry.date,
    featured: entry.featured ?? false,
  };
  if (!isFileEntry(entry)) return { kind: 'youtube', id: entry.youtubeId, youtubeId: entry.youtubeId, ...fields };
  const { webm, mp4, poster, captions } = entry.file;
  return {
    kind: 'file',
    // The name before its version: "walkthrough.1a2b3c4d.webm" → "walkthrough".
    id: (webm ?? mp4 ?? poster).replace(/\.[0-9a-f]+\.[a-z0-9]+$/, ''),
    // WebM first: smaller at the same quality; MP4 for the browsers without it.
    sources: [
      ...(webm ? [{ src: mediaUrl(webm), type: 'video/webm' }] : []),
      ...(mp4 ? [{ src: mediaUrl(mp4), type: 'video/mp4' }] : []),
    ],
    poster: mediaUrl(poster),
    captions: languages.map((captionsLanguage) => ({
      language: captionsLanguage,
      src: mediaUrl(captions[captionsLanguage]),
    })),
    ...fields,
  };
};

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

  const videos = (language: Language): Video[] => content.videos.map((entry) => videoOf(entry, language));

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
