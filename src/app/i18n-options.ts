import { type InitOptions, type i18n as I18n } from 'i18next';
import { initialNamespaces } from '@contract/rules/inline-translations';
import {
  fallbackLanguage,
  languageCookie,
  languageCookieDays,
  languages,
  matchLanguage,
} from '@contract/rules/languages';

/** Namespaces every screen needs; feature namespaces load when their page first asks for them. */
export { initialNamespaces };

/** What the browser instance and the test instance share; only how the texts arrive differs. */
export const sharedI18nOptions: InitOptions = {
  supportedLngs: [...languages],
  fallbackLng: fallbackLanguage,
  load: 'languageOnly',
  ns: [...initialNamespaces],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  detection: {
    order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    lookupCookie: languageCookie,
    lookupLocalStorage: languageCookie,
    // The cookie lets the server pick the language of the first HTML (title and metadata).
    caches: ['localStorage', 'cookie'],
    cookieMinutes: 60 * 24 * languageCookieDays,
    cookieOptions: {
      path: '/',
      sameSite: 'lax',
      secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
    },
    convertDetectedLanguage: (tag: string) => matchLanguage(tag) ?? tag,
  },
  react: { useSuspense: true },
};

/** Keeps `<html lang>` on the active language, for screen readers, hyphenation and the server's next render. */
export const bindDocumentLanguage = (i18n: I18n): void => {
  const apply = (language: string | undefined) => {
    const resolved = matchLanguage(language) ?? fallbackLanguage;
    document.documentElement.lang = resolved;
  };
  i18n.on('languageChanged', apply);
  if (i18n.isInitialized) apply(i18n.resolvedLanguage ?? i18n.language);
};
