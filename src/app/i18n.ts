import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { translationRetries, translationRetryDelayMs } from '@contract/rules/client-timing';
import { bindDocumentLanguage, initialNamespaces, sharedI18nOptions } from './i18n-options';
import { readInlineTranslations } from './inline-translations';
import { LazyHttpBackend } from './lazy-http-backend';

/**
 * The browser's i18next: texts from `/locales/{{lng}}/{{ns}}.json` (served by the API server, proxied by the dev
 * server). Retries: i18next's BackendConnector re-reads a failed namespace up to `maxRetries` times, waiting
 * `retryTimeout` ms and doubling the wait each time (350, 700, 1400, 2800, 5600 ms); it retries what the http
 * backend marks retriable (network failures and 5xx), not a 404.
 *
 * The first screen's namespaces usually come inline in the first HTML (server/plugins/spa-translations.ts): i18next
 * then starts synchronously from them and fetches only what they lack, so the first paint waits for no request, and
 * the http backend itself is downloaded only when something is fetched (lazy-http-backend.ts).
 */
export const createBrowserI18n = (): I18n => {
  const instance = i18next.createInstance();
  const inline = readInlineTranslations();
  instance
    .use(LazyHttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...sharedI18nOptions,
      ...(inline && {
        resources: inline,
        partialBundledLanguages: true,
        initAsync: false,
        // A namespace that came inline never goes through loadNamespaces, which is what adds a namespace to the ones
        // a language change loads before it switches. Named here, they load too: otherwise the page would switch
        // to a language it has no texts for yet, and suspend behind the loading spinner until they came.
        ns: [...new Set([...initialNamespaces, ...Object.values(inline).flatMap((texts) => Object.keys(texts))])],
      }),
      maxRetries: translationRetries,
      retryTimeout: translationRetryDelayMs,
      // Absolute, like every request of the app: the same origin serves the SPA and its locales.
      backend: { loadPath: `${window.location.origin}/locales/{{lng}}/{{ns}}.json` },
    })
    .catch((error: unknown) => console.error('Translations failed to initialise', error));
  bindDocumentLanguage(instance);
  return instance;
};
