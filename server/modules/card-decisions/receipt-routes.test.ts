import { formatMoney } from '../../../contract/rules/money';
import { post, withToken } from '../../../server-test/accounts';
import { insertDecision } from '../../../server-test/card-decisions';
import { acceptBody, postDecision } from '../../../server-test/decisions';
import {
  type ActivatedDevice,
  activatedDevice,
  sampleCardWithOptions,
  testPhoto,
  uploadCard,
  useCardsTestApp,
} from '../../../server-test/cards';
import { pdfText, readPdf } from '../../../server-test/pdf-text';
import { multipartFile } from '../../../server-test/settings';
import { testDialect } from '../../../server-test/test-db';
import { receiptTexts } from './receipt-texts';

const optionFields = () => ({
  fields: { formula: undefined, plan: undefined, options: sampleCardWithOptions().options },
});

describe(`the PDF receipt of an accepted option on ${testDialect()}`, () => {
  const server = useCardsTestApp('2026-11-23T09:00:00.000Z');
  let device: ActivatedDevice;

  beforeAll(async () => {
    device = await activatedDevice(server.testApp.app, server.mail, { companyName: 'Усмішка & Co' });
  });

  const app = () => server.testApp.app;
  const db = () => server.testApp.db;
  const receiptUrl = (link: string, id: string, query = '') => `/api/cards/${link}/decisions/${id}/receipt.pdf${query}`;
  const get = (url: string) => app().inject({ url });
  const cardWithOptions = async () => {
    const card = await uploadCard(app(), device, optionFields());
    return { ...card, companyId: device.companyId };
  };

  it('answers the receipt as a private, unindexed PDF download, in English by default', async () => {
    const card = await cardWithOptions();
    const decision = await insertDecision(db(), card, {
      option_index: 1,
      option_title: 'Bridge',
      full_name: 'Олена К.',
    });
    const response = await get(receiptUrl(card.previewLink, decision.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=treatment-plan-accepted.pdf; filename*=UTF-8''Treatment%20plan%20accepted.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(readPdf(response.rawPayload).pages).toBeGreaterThanOrEqual(1);
    const text = pdfText(response.rawPayload);
    const bridge = sampleCardWithOptions().options[1]! as { plan: { totalMinor: number } };
    for (const expected of [
      'Усмішка & Co',
      receiptTexts.en.title,
      'Olena Kovalenko',
      'Bridge',
      'Олена К.',
      receiptTexts.en.consentLine,
      decision.id,
      formatMoney(bridge.plan.totalMinor, 'USD', 'en'),
    ]) {
      expect(text).toContain(expected);
    }
    // Rendered on request from the same rows: the same bytes again.
    expect((await get(receiptUrl(card.previewLink, decision.id))).rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it("serves the receipt the patient's own acceptance points to, with the plan version it recorded", async () => {
    const card = await cardWithOptions();
    const answer = await postDecision(app(), card.previewLink, { ...acceptBody(2), fullName: 'Олена Коваленко' });
    expect(answer.statusCode).toBe(201);
    const { current } = answer.json();
    const response = await get(`${current.receiptUrl}?lng=uk`);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    const row = await db()
      .selectFrom('card_decisions')
      .select('plan_hash')
      .where('id', '=', current.id)
      .executeTakeFirstOrThrow();
    for (const expected of ['Removable denture', 'Олена Коваленко', current.id, row.plan_hash]) {
      expect(text).toContain(expected);
    }
  });

  it.each(['ru', 'uk'] as const)('speaks %s when asked, with a file name in its script', async (lng) => {
    const card = await cardWithOptions();
    const decision = await insertDecision(db(), card);
    const response = await get(receiptUrl(card.previewLink, decision.id, `?lng=${lng}`));
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain(receiptTexts[lng].title);
    expect(text).toContain(receiptTexts[lng].consentLine);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=treatment-plan-accepted.pdf; filename*=UTF-8''${encodeURIComponent(receiptTexts[lng].title)}.pdf`,
    );
  });

  it("carries the clinic's logo when the company has one", async () => {
    const { payload, headers } = multipartFile('file', 'logo.png', 'image/png', await testPhoto(120, 120, 'png'));
    const logo = await app().inject({
      method: 'PUT',
      url: '/api/company/avatar',
      headers: { ...headers, ...withToken(device.owner.token) },
      payload,
    });
    expect(logo.statusCode).toBe(200);
    const card = await cardWithOptions();
    const decision = await insertDecision(db(), card);
    const response = await get(receiptUrl(card.previewLink, decision.id));
    expect(response.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it("answers 404 for another card's decision, a refusal, a question, and an unknown id", async () => {
    const card = await cardWithOptions();
    const other = await cardWithOptions();
    const accepted = await insertDecision(db(), other);
    const declined = await insertDecision(db(), card, { kind: 'declined', message: 'Too expensive' });
    const question = await insertDecision(db(), card, { kind: 'question', message: 'Does it hurt?' });
    for (const id of [accepted.id, declined.id, question.id, '01kmzq3x4y5z6a7b8c9d0e1f2g']) {
      const response = await get(receiptUrl(card.previewLink, id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers 404 for a revoked, an unknown or a malformed link, as the card itself does', async () => {
    const card = await cardWithOptions();
    const decision = await insertDecision(db(), card);
    expect((await get(receiptUrl(card.previewLink, decision.id))).statusCode).toBe(200);
    const revoked = await post(app(), `/api/company/cards/${card.id}/revoke`, undefined, withToken(device.owner.token));
    expect(revoked.statusCode).toBe(200);
    const unknownLink = `${card.previewLink.slice(0, -1)}${card.previewLink.endsWith('A') ? 'B' : 'A'}`;
    for (const link of [card.previewLink, unknownLink, 'not-a-link']) {
      const response = await get(receiptUrl(link, decision.id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers 404 once the link has expired', async () => {
    const card = await cardWithOptions();
    const decision = await insertDecision(db(), card);
    server.time.set(new Date(Date.parse(card.expiresAt) + 1000).toISOString());
    try {
      expect((await get(receiptUrl(card.previewLink, decision.id))).statusCode).toBe(404);
    } finally {
      server.time.set('2026-11-23T09:00:00.000Z');
    }
  });

  it("prints the times in the zone the patient's browser names, and in UTC without one", async () => {
    const card = await cardWithOptions();
    const decision = await insertDecision(db(), card);
    const atIn = async (query: string) => {
      const response = await get(receiptUrl(card.previewLink, decision.id, query));
      expect(response.statusCode).toBe(200);
      return pdfText(response.rawPayload);
    };
    expect(await atIn('?lng=en&tz=Europe/Kyiv')).toContain('November 23, 2026 at 11:15:42 AM GMT+2');
    expect(await atIn('?lng=en&tz=America/Argentina/Buenos_Aires')).toContain('November 23, 2026 at 6:15:42 AM GMT-3');
    expect(await atIn('?lng=en')).toContain('November 23, 2026 at 9:15:42 AM UTC');
  });

  it('answers 400 naming tz for a zone that is not an IANA name, or one no one knows', async () => {
    const card = await cardWithOptions();
    const decision = await insertDecision(db(), card);
    for (const tz of ['Mars/Olympus_Mons', '../../etc/passwd', '', 'Europe/Kyiv%00', 'x'.repeat(65)]) {
      const response = await get(receiptUrl(card.previewLink, decision.id, `?lng=en&tz=${tz}`));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['querystring/tz']);
    }
  });

  it('answers 400 naming the field for a malformed decision id or an unknown language', async () => {
    const card = await cardWithOptions();
    const decision = await insertDecision(db(), card);
    const badId = await get(receiptUrl(card.previewLink, 'NOT-AN-ID'));
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json().errors)).toContain('id');
    const badLanguage = await get(receiptUrl(card.previewLink, decision.id, '?lng=de'));
    expect(badLanguage.statusCode).toBe(400);
    expect(JSON.stringify(badLanguage.json().errors)).toContain('lng');
  });
});
