import type { Page } from '@playwright/test';

/**
 * The shared test server runs without contacts or analytics ids (other specs should not meet a consent banner).
 * The site specs rewrite the first HTML's client config, and the CSP the way the server writes it when the ids are
 * configured (server tests check that header), so the SPA behaves as on a configured server.
 */
export const withSiteConfig = async (page: Page, config: Record<string, unknown>): Promise<void> => {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /(<script type="application\/json" id="app-config">)([^<]*)(<\/script>)/,
      (_, open: string, json: string, close: string) =>
        `${open}${JSON.stringify({ ...JSON.parse(json), ...config }).replace(/</g, '\\u003c')}${close}`,
    );
    const headers = { ...response.headers() };
    const csp = headers['content-security-policy'];
    if (csp && config.analytics) {
      headers['content-security-policy'] = csp
        .replace("script-src 'self'", "script-src 'self' https://www.googletagmanager.com")
        .replace(
          "connect-src 'self'",
          "connect-src 'self' https://*.google-analytics.com https://www.googletagmanager.com",
        );
    }
    await route.fulfill({ response, body, headers });
  });
};

export const contacts = {
  email: 'hello@dentiqo3d.example',
  telegram: 'dentiqo3d',
  whatsapp: '380501234567',
  viber: '380501234567',
  messenger: 'dentiqo3d',
};

export const analytics = { gaMeasurementId: 'G-E2ETEST01', gtmContainerId: null };
