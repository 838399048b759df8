import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { translationRetries, translationRetryDelayMs } from '@contract/rules/client-timing';
import { bindDocumentLanguage, sharedI18nOptions } from './i18n-options';

/**
 * The browser's i18next: texts from `/locales/{{lng}}/{{ns}}.json` (served by the API server, proxied by the dev
 * server). Retries: i18next's BackendConnector re-reads a failed namespace up to `maxRetries` times, waiting
 * `retryTimeout` ms and doubling the wait each time (350, 700, 1400, 2800, 5600 ms); it retries what the http
 * backend marks retriable (network failures and 5xx), not a 404.
 */
export const createBrowserI18n = (): I18n => {
  const instance = i18next.createInstance();
  instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...sharedI18nOptions,
      maxRetries: translationRetries,
      retryTimeout: translationRetryDelayMs,
      // Absolute, like every request of the app: the same origin serves the SPA and its locales.
      backend: { loadPath: `${window.location.origin}/locales/{{lng}}/{{ns}}.json` },
    })
    .catch((error: unknown) => console.error('Translations failed to initialise', error));
  bindDocumentLanguage(instance);
  return instance;
};
