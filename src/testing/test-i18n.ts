import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import i18next, { type Resource, type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { type Language, languages } from '@contract/rules/languages';
import { bindDocumentLanguage, sharedI18nOptions } from '@/app/i18n-options';

export const localesDir = path.resolve(__dirname, '../../locales');

/** Every namespace file of every language, read from `locales/` (no HTTP under jest). */
export const readLocaleResources = (): Resource =>
  Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(
        readdirSync(path.join(localesDir, language))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [
            file.replace(/\.json$/, ''),
            JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Record<string, unknown>,
          ]),
      ),
    ]),
  );

let cachedResources: Resource | undefined;

/**
 * An i18next instance like the browser's (same options, same detector and caches) whose texts come from the
 * locale files. Created per render, so a language switched in one test cannot leak into the next.
 */
export const createTestI18n = (language?: Language): I18n => {
  cachedResources ??= readLocaleResources();
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...sharedI18nOptions,
      ...(language ? { lng: language } : {}),
      resources: cachedResources,
      ns: Object.keys(cachedResources.en ?? {}),
      initAsync: false,
    });
  bindDocumentLanguage(instance);
  return instance;
};
