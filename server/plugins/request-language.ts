import {
  type Language,
  fallbackLanguage,
  languageCookie,
  languageCookieDays,
  matchLanguage,
} from '../../contract/rules/languages';

export interface LanguageSources {
  /** The `lng` query parameter (a repeated parameter arrives as an array). */
  queryLanguage?: unknown;
  cookieHeader?: string | undefined;
  acceptLanguage?: string | undefined;
}

const firstString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;

export const readCookie = (header: string | undefined, name: string): string | undefined => {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
};

/** Languages of an Accept-Language header, most preferred first; `q=0` means "not this one". */
export const acceptedLanguages = (header: string | undefined): Language[] => {
  if (!header) return [];
  const ranked = header
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { language: matchLanguage(tag), quality: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.language !== null && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map((entry) => entry.language as Language);
};

/** The same order i18next's detector uses in the browser: `?lng=`, the `i18next` cookie, then the browser's list. */
export const chooseLanguage = (sources: LanguageSources): Language =>
  matchLanguage(firstString(sources.queryLanguage)) ??
  matchLanguage(readCookie(sources.cookieHeader, languageCookie)) ??
  acceptedLanguages(sources.acceptLanguage)[0] ??
  fallbackLanguage;

/**
 * A `?lng=` the server understood, kept as the cookie the browser's detector writes too (same name, path, lifetime and
 * SameSite; Secure on an https site): the visitor's next page speaks that language even if this page's scripts never
 * ran. Null without one. It holds a preference, no secret, and the browser's detector must read and write it, so it is
 * not HttpOnly.
 */
export const languageChoiceCookie = (queryLanguage: unknown, https: boolean): string | null => {
  const chosen = matchLanguage(firstString(queryLanguage));
  if (!chosen) return null;
  const maxAge = languageCookieDays * 24 * 60 * 60;
  return `${languageCookie}=${chosen}; Path=/; Max-Age=${maxAge}; SameSite=Lax${https ? '; Secure' : ''}`;
};
