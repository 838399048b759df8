/** Interface languages, in the order the language switcher shows them. */
export const languages = ['en', 'ru', 'uk'] as const;
export type Language = (typeof languages)[number];

export const fallbackLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** Picks a supported language from a tag such as `uk-UA` or `ru`; null when none fits. */
export const matchLanguage = (tag: string | null | undefined): Language | null => {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'ua') return 'uk';
  return isLanguage(base) ? base : null;
};

/** The page-metadata records key Ukrainian as `ua` (docs/product-rules.md#link-previews). */
export const metadataLanguage = { en: 'en', ru: 'ru', uk: 'ua' } as const satisfies Record<Language, string>;

/** Open Graph locales (docs/product-rules.md#link-previews). */
export const openGraphLocale = { en: 'en_EN', ru: 'ru_RU', uk: 'uk_UA' } as const satisfies Record<Language, string>;

/** The cookie and local-storage key i18next's detector uses; the server reads the same cookie. */
export const languageCookie = 'i18next';

/** How long that cookie keeps a visitor's language. */
export const languageCookieDays = 365;
