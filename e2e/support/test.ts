import { test as base, expect } from '@playwright/test';

export { expect };
export type { Locator, Page, Route } from '@playwright/test';

/** A string, not a function: tsx would wrap a function in `__name(…)`, which the page does not have. */
const reportViolations = `document.addEventListener('securitypolicyviolation', (event) => {
  window.__reportCspViolation(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' ' + event.sample);
});`;

/**
 * Playwright's `test`, failing any test whose pages broke the Content-Security-Policy: a style without the page's
 * nonce, a script from elsewhere. The browser reports each as a `securitypolicyviolation` event and a console error.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => void violations.push(text));
      await context.addInitScript(reportViolations);
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
