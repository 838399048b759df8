import path from 'node:path';
import { post, withToken } from '../../../server-test/accounts';
import { type ActivatedDevice, activatedDevice, uploadCard, useCardsTestApp } from '../../../server-test/cards';
import { testIndexHtml } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';
import { prerenderedDir, previewShell } from '../../../contract/rules/prerender';

const contentDir = path.resolve(__dirname, '..', '..', '..', 'content');
const shellMarkup = (language: string) => `<div data-first-picture="" data-shell="${language}"></div>`;

/** The build's files as far as the shell goes: the template, the preview's skeleton per language under its key. */
const builtSite = {
  'index.html': testIndexHtml.replace('<body>', '<body><noscript>Please enable JavaScript</noscript>'),
  [`${prerenderedDir}/manifest.json`]: JSON.stringify({ contentDir }),
  ...Object.fromEntries(
    ['en', 'ru', 'uk'].map((language) => [
      `${prerenderedDir}/${language}.json`,
      JSON.stringify({
        [previewShell.key]: {
          html: shellMarkup(language),
          data: { language, queries: [] },
          scripts: [previewShell.script],
          needsScripts: true,
        },
      }),
    ]),
  ),
};

const rootOf = (html: string): string => /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1] ?? '';
const shellScript = `<script defer src="${previewShell.script}"></script>`;

describe(`a preview link's first screen on ${testDialect()}`, () => {
  const server = useCardsTestApp('2026-11-27T09:00:00.000Z', 'local', builtSite);
  const app = () => server.testApp.app;
  let device: ActivatedDevice;

  beforeAll(async () => {
    device = await activatedDevice(app(), server.mail, { companyName: 'Shell Dental' });
  });

  it.each(['en', 'ru', 'uk'])('is the prerendered skeleton with its picture script, in %s', async (language) => {
    const card = await uploadCard(app(), device, { fields: { patientName: 'Zinaida Secretpatient' } });
    const response = await app().inject({ url: `/preview/${card.previewLink}?lng=${language}` });
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe(shellMarkup(language));
    const head = response.body.slice(0, response.body.indexOf('<div id="root">'));
    expect(head).toContain(shellScript);
    // The picture script runs after the preloads it reads are parsed.
    expect(head.indexOf('as="image"')).toBeLessThan(head.indexOf(shellScript));
    expect(response.body).not.toContain('Secretpatient');
    // A skeleton is no page without scripts: the template's message stays, unlike above a page that reads without.
    const body = response.body.slice(response.body.indexOf('<body>'), response.body.indexOf('<div id="root">'));
    expect(body).toContain('<noscript>Please enable JavaScript</noscript>');
  });

  it('is the same whatever the query, an option asked for included', async () => {
    const card = await uploadCard(app(), device);
    const response = await app().inject({ url: `/preview/${card.previewLink}?option=2&lng=uk` });
    expect(rootOf(response.body)).toBe(shellMarkup('uk'));
  });

  it('is not served for a link that opens nothing, nor under its own path or key', async () => {
    const card = await uploadCard(app(), device);
    await post(app(), `/api/company/cards/${card.id}/revoke`, undefined, withToken(device.owner.token));
    for (const url of [`/preview/${card.previewLink}`, previewShell.pathname, `/${previewShell.key}`]) {
      const response = await app().inject({ url });
      expect(rootOf(response.body)).toBe('');
      expect(response.body).not.toContain(previewShell.script);
    }
  });
});
