import { readFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import { type i18n as I18n } from 'i18next';
import { HttpResponse, http } from 'msw';
import { inlineTranslationsElementId } from '@contract/rules/inline-translations';
import { languageCookie } from '@contract/rules/languages';
import { server } from '@/testing/msw-server';
import { localesDir } from '@/testing/test-i18n';
import { createBrowserI18n } from '../i18n';

const requested: string[] = [];

const serveLocales = (failFirst: Record<string, number> = {}) => {
  const failures = { ...failFirst };
  server.use(
    http.get(`${window.location.origin}/locales/:language/:file`, ({ params }) => {
      const name = `${String(params.language)}/${String(params.file)}`;
      requested.push(name);
      if ((failures[name] ?? 0) > 0) {
        failures[name] = (failures[name] ?? 0) - 1;
        return new HttpResponse(null, { status: 503 });
      }
      try {
        return HttpResponse.json(JSON.parse(readFileSync(path.join(localesDir, name), 'utf8')));
      } catch {
        return new HttpResponse(null, { status: 404 });
      }
    }),
  );
};

const ready = async (i18n: I18n) => {
  await waitFor(() => expect(i18n.isInitialized && i18n.hasLoadedNamespace('common')).toBe(true), { timeout: 4000 });
  return i18n;
};

const localeFile = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(localesDir, name), 'utf8')) as Record<string, unknown>;

/** What the server writes into the first HTML: some namespaces of some languages. */
const inlineTexts = (resources: Record<string, Record<string, unknown>>) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = inlineTranslationsElementId;
  script.textContent = JSON.stringify(resources);
  document.head.append(script);
};

/** What a public page's first HTML carries: the shared namespaces and the site's, in one language. */
const firstScreenTexts = (language: string) =>
  Object.fromEntries(
    ['common', 'meta', 'notifications', 'site'].map((ns) => [ns, localeFile(`${language}/${ns}.json`)]),
  );

describe('browser i18n', () => {
  beforeEach(() => {
    requested.length = 0;
  });
  afterEach(() => {
    document.getElementById(inlineTranslationsElementId)?.remove();
  });

  it('starts synchronously from the texts inlined in the first HTML, fetching none of them', async () => {
    serveLocales();
    inlineTexts({ en: firstScreenTexts('en') });
    const i18n = createBrowserI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('nav.articles')).toBe('Articles');
    expect(i18n.hasLoadedNamespace('site')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([]);
  });

  it('fetches only the namespaces the inlined texts lack', async () => {
    serveLocales();
    inlineTexts({ en: { common: localeFile('en/common.json') } });
    const i18n = await ready(createBrowserI18n());
    await waitFor(() => expect(i18n.hasLoadedNamespace('notifications')).toBe(true));
    expect(requested.sort()).toEqual(['en/meta.json', 'en/notifications.json']);
  });

  it('loads the new language of the inlined namespaces too before switching to it', async () => {
    serveLocales();
    inlineTexts({ en: firstScreenTexts('en') });
    const i18n = createBrowserI18n();
    await i18n.changeLanguage('uk');
    // Had it switched first, the page's footer would have suspended on Ukrainian texts still on their way.
    expect(i18n.hasLoadedNamespace('site', { lng: 'uk' })).toBe(true);
    expect(requested.sort()).toEqual(['uk/common.json', 'uk/meta.json', 'uk/notifications.json', 'uk/site.json']);
  });

  it('fetches everything as before when the inlined texts do not parse', async () => {
    serveLocales();
    inlineTexts({});
    document.getElementById(inlineTranslationsElementId)!.textContent = '{not json';
    const i18n = await ready(createBrowserI18n());
    expect(requested.sort()).toEqual(['en/common.json', 'en/meta.json', 'en/notifications.json']);
    expect(i18n.t('nav.articles')).toBe('Articles');
  });

  it('loads the initial namespaces over HTTP from /locales/{{lng}}/{{ns}}.json', async () => {
    serveLocales();
    const i18n = await ready(createBrowserI18n());
    expect(i18n.resolvedLanguage).toBe('en');
    expect(requested.sort()).toEqual(['en/common.json', 'en/meta.json', 'en/notifications.json']);
    expect(i18n.t('nav.articles')).toBe('Articles');
  });

  it('takes the language from ?lng= first and caches it in local storage and the cookie', async () => {
    serveLocales();
    document.cookie = `${languageCookie}=ru; path=/`;
    window.history.replaceState(null, '', '/?lng=uk');
    const i18n = await ready(createBrowserI18n());
    expect(i18n.resolvedLanguage).toBe('uk');
    expect(window.localStorage.getItem(languageCookie)).toBe('uk');
    expect(document.cookie).toContain(`${languageCookie}=uk`);
    expect(document.documentElement.lang).toBe('uk');
  });

  it('prefers the cookie over local storage, and maps a regional tag to its language', async () => {
    serveLocales();
    document.cookie = `${languageCookie}=ru-RU; path=/`;
    window.localStorage.setItem(languageCookie, 'uk');
    const i18n = await ready(createBrowserI18n());
    expect(i18n.resolvedLanguage).toBe('ru');
  });

  it('falls back to English for an unsupported language', async () => {
    serveLocales();
    window.history.replaceState(null, '', '/?lng=de');
    const i18n = await ready(createBrowserI18n());
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('retries a namespace that failed to load, waiting 350 ms and then twice as long', async () => {
    serveLocales({ 'en/common.json': 2 });
    const started = Date.now();
    const i18n = await ready(createBrowserI18n());
    expect(requested.filter((name) => name === 'en/common.json')).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350 + 700 - 20);
    expect(i18n.t('nav.videos')).toBe('Videos');
  });
});
