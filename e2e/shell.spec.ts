import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalOverflow } from './support/layout';
import { appName, languages, metaTitle, t } from './support/locales';

for (const language of languages) {
  test(`the first HTML of the landing already carries the ${language} metadata`, async ({ request }) => {
    const response = await request.get(`/?lng=${language}`);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toContain(`<title>${appName} | ${metaTitle(language, 'home')}</title>`);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"/);
  });
}

for (const language of languages) {
  test(`an unknown path answers 404 with a ${language} "page not found" page that links home`, async ({ page }) => {
    const response = await page.goto(`/no/such/page?lng=${language}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'site', 'notFound.title'));
    await expect(page).toHaveTitle(`${appName} | ${metaTitle(language, 'notFound')}`);
    await expect(page).toHaveURL(/\/no\/such\/page/);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t(language, 'site', 'notFound.home') }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the company area sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/company/settings');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'auth', 'signIn.title'));
  await expectNoAxeViolations(page);
});

test('the API answers unknown paths with a JSON problem, not the SPA', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/problem+json');
  expect((await response.json()).code).toBe('NOT_FOUND');
});

test('a page whose code fails to download offers Retry, and Retry loads it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const articlesChunk = /\/static\/js\/articles-page\.[^/]*\.js$/;
  await page.route(articlesChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/articles');
  await expect(page.getByRole('alert')).toContainText(t('en', 'common', 'chunkError.title'));
  await expectNoAxeViolations(page);
  await page.unroute(articlesChunk);
  await page.getByRole('button', { name: t('en', 'common', 'chunkError.retry') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'articles', 'list.title'));
});

test('a page whose styles fail to download offers Retry too, and Retry loads it', async ({ page }) => {
  const landingStyles = /\/static\/css\/landing-page\.[^/]*\.css$/;
  await page.route(landingStyles, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText(t('en', 'common', 'chunkError.title'));
  await page.unroute(landingStyles);
  await page.getByRole('button', { name: t('en', 'common', 'chunkError.retry') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const language of languages) {
    test(`the site's pages fit the width of the screen in ${language}`, async ({ page }) => {
      for (const path of ['/', '/articles', '/sign-in', '/sign-up']) {
        await page.goto(`${path}?lng=${language}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.locator('footer, main').last().scrollIntoViewIfNeeded();
        await expectNoHorizontalOverflow(page, `${path} is wider than the screen`);
      }
    });
  }
});
