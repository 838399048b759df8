import { createGa4Plugin } from '../ga4-plugin';
import { createGtmPlugin, gtmScriptUrl } from '../gtm-plugin';
import { startAnalytics } from '../analytics-runtime';
import { readCampaign, sessionCampaign } from '../campaign';
import { isPrerenderBot } from '../prerender-bot';

describe('analytics plugins', () => {
  afterEach(() => {
    for (const script of document.querySelectorAll('script[src]')) script.remove();
    delete window.dataLayer;
  });

  it('throw when initialised without their id', () => {
    expect(() => createGa4Plugin(null)).toThrow(/measurement id/);
    expect(() => createGa4Plugin('')).toThrow(/measurement id/);
    expect(() => createGtmPlugin(null)).toThrow(/container id/);
  });

  it('leave a plugin that cannot start out, warn, and keep the app running', () => {
    const warnings: string[] = [];
    const runtime = startAnalytics({ gaMeasurementId: null, gtmContainerId: null }, (message) =>
      warnings.push(message),
    );
    expect(() => runtime.pageView('/', 'Home', {})).not.toThrow();
    runtime.stop();
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('loads the Tag Manager script without an inline snippet and pushes page views with the campaign', () => {
    const gtm = createGtmPlugin('GTM-ABC1234');
    gtm.load();
    const script = document.querySelector<HTMLScriptElement>(`script[src^="${gtmScriptUrl}"]`);
    expect(script?.src).toBe(`${gtmScriptUrl}?id=GTM-ABC1234`);
    expect(gtm.isReady()).toBe(false);
    script?.dispatchEvent(new Event('load'));
    expect(gtm.isReady()).toBe(true);
    gtm.send({ kind: 'pageview', path: '/videos', title: 'Videos', campaign: { utm_source: 'newsletter' } });
    expect(window.dataLayer).toContainEqual({
      event: 'page_view',
      page_path: '/videos',
      page_title: 'Videos',
      utm_source: 'newsletter',
    });
  });
});

describe('campaign parameters', () => {
  it('reads utm_* from the URL and ignores the rest and empty values', () => {
    expect(readCampaign('?utm_source=fb&utm_medium=cpc&utm_campaign=%20spring%20&utm_term=&x=1')).toEqual({
      utm_source: 'fb',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
    });
  });

  it('remembers the landing page’s campaign for later page views in the session', () => {
    const storage = window.sessionStorage;
    storage.clear();
    expect(sessionCampaign('?utm_source=newsletter', storage)).toEqual({ utm_source: 'newsletter' });
    expect(sessionCampaign('', storage)).toEqual({ utm_source: 'newsletter' });
    expect(sessionCampaign('?utm_source=ads', storage)).toEqual({ utm_source: 'ads' });
    storage.setItem('dentiqo-campaign', '{broken');
    expect(sessionCampaign('', storage)).toEqual({});
  });
});

describe('prerender bots', () => {
  it.each([
    'Mozilla/5.0 (compatible; Prerender (+https://github.com/prerender/prerender))',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'facebookexternalhit/1.1',
    'TelegramBot (like TwitterBot)',
    'WhatsApp/2.23.20.0',
  ])('recognises %s', (agent) => expect(isPrerenderBot(agent)).toBe(true));

  it('lets people’s browsers through, headless test browsers included', () => {
    expect(
      isPrerenderBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(
      isPrerenderBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});
