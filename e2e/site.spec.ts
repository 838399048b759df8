import { type Page, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { appTookOver } from './support/hydration';
import { appName, languages, metaTitle, readLocale, t } from './support/locales';
import { analytics, contacts, withSiteConfig } from './support/site-config';

type Faq = { faq: { title: string }; articles: { title: string } };

const scrollToBottom = async (page: Page) => {
  for (let step = 0; step < 30; step += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, 700);
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    if (done) break;
    await page.waitForTimeout(60);
  }
};

for (const language of languages) {
  test(`the landing in ${language} (?lng=${language}) shows every section and passes axe`, async ({ page }) => {
    await page.goto(`/?lng=${language}`);
    await expect(page).toHaveTitle(`${appName} | ${metaTitle(language, 'home')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'landing', 'hero.title'));
    for (const key of ['benefits.title', 'modules.title', 'features.title', 'pricing.title']) {
      await expect(page.getByRole('heading', { level: 2, name: t(language, 'landing', key) })).toBeVisible();
    }
    await scrollToBottom(page);
    const landing = readLocale<Faq>(language, 'landing');
    await expect(page.getByRole('heading', { level: 2, name: landing.faq.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: landing.articles.title })).toBeVisible();
    // Our own video review, in the browser's player with the page's captions on; no clinics are listed, so none show.
    const video = page.locator('video');
    await expect(video).toBeVisible();
    await expect(video.locator('track[default]')).toHaveAttribute('srclang', language);
    await expect(page.getByRole('heading', { level: 2, name: t(language, 'landing', 'clinics.title') })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The FAQ opens like an accordion.
    const question = page.locator('#faq-0-summary');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
  });
}

test('the header is transparent over the hero and solid once the page scrolls', async ({ page }) => {
  await page.goto('/?lng=en');
  const header = page.locator('header.MuiAppBar-root');
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.mouse.wheel(0, 600);
  await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test('an article opens from the list, with its own title, and an unknown one shows a not-found state', async ({
  page,
}) => {
  await page.goto('/articles?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'articles', 'list.title'));
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /The smart invoice/ }).click();
  await expect(page).toHaveURL(/\/articles\/smart-invoice$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/The smart invoice/);
  await expect(page).toHaveTitle(/^Dentiqo 3D \| The smart invoice/);
  await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
  await expectNoAxeViolations(page);

  const response = await page.goto('/articles/no-such-article?lng=uk');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('uk', 'articles', 'article.notFoundTitle'));
  await expectNoAxeViolations(page);
});

test('the footer links to the license agreement, the privacy policy and the documentation', async ({ page }) => {
  await page.goto('/?lng=ru');
  await appTookOver(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: t('ru', 'common', 'footer.privacy') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Политика конфиденциальности');
  await expectNoAxeViolations(page);
});

test('the license agreement names the operator, opens with its contents and jumps to a section', async ({ page }) => {
  await page.goto('/articles/license-agreement?lng=uk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ліцензійна угода');
  // The browser tests' server has no LEGAL_* settings: the samples say what to set.
  await expect(page.getByText('Example Operator Ltd (set LEGAL_ENTITY_NAME)').first()).toBeVisible();
  await expect(page.getByText('{{legal.', { exact: false })).toHaveCount(0);
  const contents = page.getByRole('navigation', { name: t('uk', 'articles', 'article.contents') });
  await contents.getByRole('link', { name: '10. Повернення коштів' }).click();
  await expect(page).toHaveURL(/#section-10$/);
  await expect(page.getByRole('heading', { level: 2, name: '10. Повернення коштів' })).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('our own video plays from the site, with captions, ranges and a year of caching', async ({ page, request }) => {
  await page.goto('/videos?lng=ru');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('preload', 'metadata');
  await expect(video.locator('track[default]')).toHaveAttribute('srclang', 'ru');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The browser can play it: metadata loads, and a second of it plays (muted: autoplay rules allow that).
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  expect(duration).toBeGreaterThan(40);
  expect(duration).toBeLessThan(100);
  const shownCaptions = () =>
    video.evaluate((element: HTMLVideoElement) => {
      const track = [...element.textTracks].find((candidate) => candidate.mode === 'showing');
      return `${track?.language}: ${track?.cues?.length ?? 0} cues`;
    });
  await expect.poll(shownCaptions).toMatch(/^ru: ([4-9]|\d{2,}) cues$/);

  const source = await video.locator('source[type="video/mp4"]').getAttribute('src');
  const part = await request.get(source!, { headers: { range: 'bytes=0-1023' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
  expect(part.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await part.body()).length).toBe(1024);
});

test('the contact button opens every channel in a new tab', async ({ page }) => {
  await withSiteConfig(page, { contacts });
  await page.goto('/articles?lng=en');
  const button = page.getByRole('button', { name: 'Contact us' });
  await button.click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText(
    ['E-mail', 'Telegram', 'WhatsApp', 'Viber', 'Facebook Messenger'].map((name) => `${name} (opens in a new tab)`),
  );
  for (const item of await items.all()) {
    await expect(item).toHaveAttribute('target', '_blank');
    await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(items.first()).toHaveAttribute('href', 'mailto:hello@dentiqo3d.example');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('accepting analytics loads GA4 (intercepted) with the page view and the campaign', async ({ page }) => {
  // It waits for the queue's 3-second drain and loads two pages.
  test.slow();
  const requests: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: 'window.__gtagLoaded = true;' });
  });
  await withSiteConfig(page, { analytics });
  await page.goto('/?lng=uk&utm_source=newsletter&utm_campaign=spring');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('uk', 'landing', 'hero.title'));
  const banner = page.getByRole('region', { name: t('uk', 'site', 'consent.title') });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  expect(requests).toEqual([]);
  await banner.getByRole('button', { name: t('uk', 'site', 'consent.accept') }).click();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => requests.some((url) => url.includes('/gtag/js?id=G-E2ETEST01'))).toBe(true);
  // The first page view reaches the data layer once the queue drains (every 3 s).
  await expect
    .poll(() => page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])), {
      timeout: 8_000,
    })
    .toContain('newsletter');
  // Remembered on the next page load: no banner; the footer can bring it back.
  await page.goto('/articles?lng=uk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('uk', 'articles', 'list.title'));
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: t('uk', 'site', 'consent.settings') }).click();
  await expect(banner).toBeVisible();
});

test('declining analytics loads nothing', async ({ page }) => {
  const requests: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  await withSiteConfig(page, { analytics });
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('region', { name: 'Cookies for analytics' })).toHaveCount(0);
  await page.goto('/videos?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(requests).toEqual([]);
  await expectNoAxeViolations(page);
});

test.describe('the first HTML, as a crawler or a messenger sees it', () => {
  const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

  test('the landing', async ({ request, baseURL }) => {
    const html = await (await request.get('/?lng=ru')).text();
    expect(html).toContain(`<title>${appName} | ${metaTitle('ru', 'home')}</title>`);
    expect(tag(html, /<meta property="og:locale" content="([^"]+)">/)).toBe('ru_RU');
    expect(tag(html, /<meta property="og:image" content="([^"]+)">/)).toBe(`${baseURL}/images/share/home.png`);
    expect(html).toContain(`<link rel="alternate" hreflang="uk" href="${baseURL}/?lng=uk">`);
    expect(html).toContain('<meta name="robots" content="index, follow">');
    const image = await request.get('/images/share/home.png');
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('an article', async ({ request, baseURL }) => {
    const html = await (await request.get('/articles/smart-invoice?lng=en')).text();
    expect(html).toMatch(/<title>Dentiqo 3D \| The smart invoice: an honest price for every treatment option<\/title>/);
    expect(tag(html, /<link rel="canonical" href="([^"]+)">/)).toBe(`${baseURL}/articles/smart-invoice`);
    expect(tag(html, /<meta name="description" content="([^"]+)">/)).toMatch(/^How Dentiqo 3D turns/);
    expect(tag(html, /<meta property="og:type" content="([^"]+)">/)).toBe('article');
  });

  test('a plan preview stays out of search engines', async ({ request }) => {
    const html = await (await request.get('/preview/x')).text();
    expect(tag(html, /<meta name="robots" content="([^"]+)">/)).toBe('noindex, nofollow');
    expect(html).not.toContain('hreflang');
  });

  test('robots.txt and sitemap.xml', async ({ request, baseURL }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(
      `<loc>${baseURL}/articles/smart-invoice?lng=uk</loc>`,
    );
  });
});

test.describe('layout shift while pages load', () => {
  // Cumulative Layout Shift as Chromium reports it; under 0.1 is "good" by the Web Vitals scale.
  const observeShifts = (page: Page) =>
    page.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  const measure = async (page: Page, path: string): Promise<number> => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    return page.evaluate(() => (window as unknown as { cls: number }).cls);
  };

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`stays low at ${viewport.width} px: the footer never shows and then jumps away`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await observeShifts(page);
      for (const path of ['/?lng=en', '/articles?lng=ru', '/articles/smart-invoice?lng=uk', '/videos?lng=en']) {
        expect(await measure(page, path), path).toBeLessThan(0.1);
      }
    });
  }
});
