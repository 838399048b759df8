import { randomBytes } from 'node:crypto';
import type { PublicCard } from '../../../contract/api/cards';
import { cardPictureSizes } from '../../../contract/rules/treatment-cards';
import { post, withToken } from '../../../server-test/accounts';
import {
  type ActivatedDevice,
  activatedDevice,
  testPhoto,
  uploadCard,
  useCardsTestApp,
} from '../../../server-test/cards';
import { testDialect } from '../../../server-test/test-db';

const preloadsOf = (html: string): string[] => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((tag) => tag[0]);

describe(`the preloads in a preview link's first HTML on ${testDialect()}`, () => {
  const server = useCardsTestApp('2026-11-23T09:00:00.000Z');
  const app = () => server.testApp.app;
  const page = async (url: string) => (await app().inject({ url })).body;
  let device: ActivatedDevice;

  beforeAll(async () => {
    device = await activatedDevice(app(), server.mail, { companyName: 'Preload Dental' });
  });

  it.each(['en', 'ru', 'uk'])(
    "carries the card's answer and its first picture, as the page asks for them, in %s",
    async (language) => {
      const card = await uploadCard(app(), device, {
        fields: { patientName: 'Zinaida Secretpatient' },
        files: { before: await testPhoto(1700, 1000) },
      });
      const html = await page(`/preview/${card.previewLink}?lng=${language}`);
      const answer = (await app().inject({ url: `/api/cards/${card.previewLink}` })).json<PublicCard>();
      const [webp] = answer.images.before.sources;
      expect(webp).toMatchObject({ type: 'image/webp', srcset: expect.stringContaining('before-1600.webp 1600w') });
      expect(preloadsOf(html)).toEqual([
        `<link rel="preload" as="fetch" href="/api/cards/${card.previewLink}" crossorigin>`,
        `<link rel="preload" as="image" type="image/webp" imagesrcset="${webp!.srcset}" ` +
          `imagesizes="${cardPictureSizes}" fetchpriority="high">`,
      ]);
      // The picture's shape, for the first screen to hold its place (1700 × 1000 kept at most 1600 wide).
      const { width, height } = answer.images.before;
      expect([width, height]).toEqual([1600, 941]);
      expect(html).toMatch(/<style nonce="[^"]+">:root\{--first-picture-ratio:1600 \/ 941\}<\/style>/);
      // Hints before the scripts, so the browser asks for both while it downloads the app.
      expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script defer'));
      // Never the patient, the notes or the plan; the share image stays the generic one.
      for (const secret of ['Secretpatient', answer.formulaDescription.slice(0, 20), answer.plan.steps[0]!.title])
        expect(html).not.toContain(secret);
      expect(html).not.toMatch(/<meta[^>]*\/files\//);
    },
  );

  it('preloads nothing for a link that opens nothing, revoked ones included, nor on other pages', async () => {
    const card = await uploadCard(app(), device);
    await post(app(), `/api/company/cards/${card.id}/revoke`, undefined, withToken(device.owner.token));
    for (const url of [
      `/preview/${card.previewLink}`,
      `/preview/${randomBytes(32).toString('base64url')}`,
      '/preview/not-a-link',
      '/',
      '/sign-in',
    ]) {
      const response = await app().inject({ url });
      expect(response.statusCode).toBe(200);
      expect(preloadsOf(response.body)).toEqual([]);
    }
  });
});
