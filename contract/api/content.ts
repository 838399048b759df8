import { Type, type Static } from 'typebox';
import { languages } from '../rules/languages';

/** The site's content (articles, videos, landing data) as the server serves it from `content/`. */

export const ContentLanguage = Type.Enum(languages);

export const articlesPageSizeMax = 24;
export const articlesPageSizeDefault = 9;

export const ArticleListQuery = Type.Object(
  {
    lng: Type.Optional(ContentLanguage),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: articlesPageSizeMax, default: articlesPageSizeDefault }),
    ),
  },
  { additionalProperties: false },
);
export type ArticleListQuery = Static<typeof ArticleListQuery>;

export const ArticleParams = Type.Object(
  { slug: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 120 }) },
  { additionalProperties: false },
);
export type ArticleParams = Static<typeof ArticleParams>;

export const LanguageQuery = Type.Object({ lng: Type.Optional(ContentLanguage) }, { additionalProperties: false });
export type LanguageQuery = Static<typeof LanguageQuery>;

export const ArticleSummary = Type.Object({
  slug: Type.String(),
  /** The language of the text served: the one asked for, or English when that translation is missing. */
  language: ContentLanguage,
  /** True when the asked-for translation is missing and the English text is served instead. */
  fallback: Type.Boolean(),
  title: Type.String(),
  description: Type.String(),
  keywords: Type.String(),
  /** Site-relative cover image, or null. */
  cover: Type.Union([Type.String(), Type.Null()]),
  /** Publication date, YYYY-MM-DD. */
  date: Type.String(),
  /** Minutes to read, rounded up. */
  readingMinutes: Type.Integer(),
  /** Topic of the article, for its card: guide, module, legal or documentation. */
  category: Type.String(),
});
export type ArticleSummary = Static<typeof ArticleSummary>;

export const ArticleListResponse = Type.Object({
  items: Type.Array(ArticleSummary),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type ArticleListResponse = Static<typeof ArticleListResponse>;

export const ArticleResponse = Type.Object({
  ...ArticleSummary.properties,
  /** Sanitized HTML rendered from the markdown. */
  html: Type.String(),
  /** Languages this article is written in. */
  languages: Type.Array(ContentLanguage),
});
export type ArticleResponse = Static<typeof ArticleResponse>;

const videoFields = {
  /** Stable within the list: the YouTube id, or the file's name without version and extension. */
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** Length as m:ss or h:mm:ss. */
  duration: Type.String(),
  date: Type.String(),
  /** The video review of the program, shown on the landing. */
  featured: Type.Boolean(),
};

/** A video on YouTube, played in its privacy-enhanced player after a click. */
export const YoutubeVideo = Type.Object({ kind: Type.Literal('youtube'), youtubeId: Type.String(), ...videoFields });
export type YoutubeVideo = Static<typeof YoutubeVideo>;

export const VideoSource = Type.Object({
  /** Site-relative address, served with range requests. */
  src: Type.String(),
  /** MIME type: video/webm or video/mp4. */
  type: Type.String(),
});
export type VideoSource = Static<typeof VideoSource>;

export const VideoCaptions = Type.Object({ language: ContentLanguage, src: Type.String() });
export type VideoCaptions = Static<typeof VideoCaptions>;

/** A video the site serves itself, played in the browser's own player. */
export const FileVideo = Type.Object({
  kind: Type.Literal('file'),
  /** In the order a browser should try them. */
  sources: Type.Array(VideoSource),
  /** Site-relative image shown before playing. */
  poster: Type.String(),
  /** WebVTT captions, one per language. */
  captions: Type.Array(VideoCaptions),
  ...videoFields,
});
export type FileVideo = Static<typeof FileVideo>;

export const Video = Type.Union([FileVideo, YoutubeVideo]);
export type Video = Static<typeof Video>;

export const VideoListResponse = Type.Object({ items: Type.Array(Video) });
export type VideoListResponse = Static<typeof VideoListResponse>;

export const Clinic = Type.Object({ name: Type.String(), city: Type.String() });
export type Clinic = Static<typeof Clinic>;

export const FaqItem = Type.Object({ question: Type.String(), answer: Type.String() });
export type FaqItem = Static<typeof FaqItem>;

export const LandingContentResponse = Type.Object({
  clinics: Type.Array(Clinic),
  faq: Type.Array(FaqItem),
  /** The featured video review, or null when `content/videos.yaml` marks none. */
  video: Type.Union([Video, Type.Null()]),
});
export type LandingContentResponse = Static<typeof LandingContentResponse>;
