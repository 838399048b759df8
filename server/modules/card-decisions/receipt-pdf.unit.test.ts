import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { PlanOption } from '../../../contract/api/treatment-plan';
import { formatMoney } from '../../../contract/rules/money';
import { type Language, languages } from '../../../contract/rules/languages';
import { catalogElement } from '../../../contract/rules/price-catalog';
import { sampleCardWithOptions } from '../../../server-test/cards';
import { pdfText, readPdf } from '../../../server-test/pdf-text';
import { repositoryRoot } from '../../repository-root';
import { type ReceiptInput, renderDecisionReceipt } from './receipt-pdf';
import { receiptTexts } from './receipt-texts';

const options = sampleCardWithOptions().options as unknown as PlanOption[];
const bridge = { ...options[1]!, note: 'Ceramic on a metal frame; two visits.', recommended: false };

const input = (language: Language, overrides: Partial<ReceiptInput> = {}): ReceiptInput => ({
  language,
  timeZone: 'UTC',
  clinic: {
    name: 'Клініка «Усмішка»',
    address: '12 Khreshchatyk St',
    city: 'Kyiv',
    country: 'UA',
    phone: '+380441234567',
    email: 'hello@smile.example',
    website: 'https://smile.example/',
    logo: null,
  },
  patientName: 'Олена Коваленко',
  savedAt: '2026-11-20T10:30:00.000Z',
  option: { index: 1, single: false, ...bridge },
  decision: {
    id: '01kmzq3x4y5z6a7b8c9d0e1f2g',
    createdAt: '2026-11-23T09:15:42.000Z',
    fullName: 'Олена Іванівна Коваленко',
    planHash: 'a3f5c8e1d2b4a6978877665544332211ffeeddccbbaa99887766554433221100',
  },
  ...overrides,
});

const normalised = (text: string) => text.replace(/[\s\u202f]+/g, ' ');

describe('the PDF receipt of an accepted option', () => {
  it.each(languages)('prints the clinic, the option, its steps and amounts, and the decision in %s', async (lng) => {
    const texts = receiptTexts[lng];
    const pdf = await renderDecisionReceipt(input(lng));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, info } = readPdf(pdf);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(info).toMatchObject({
      CreationDate: 'D:20261123091542Z',
      Author: 'Клініка «Усмішка»',
      Title: `${texts.title}: Bridge`,
    });

    const text = pdfText(pdf);
    for (const expected of [
      'Клініка «Усмішка»',
      texts.title,
      'Олена Коваленко',
      'Bridge',
      'Ceramic on a metal frame; two visits.',
      bridge.plan.steps[0]!.title,
      texts.decision,
      'Олена Іванівна Коваленко',
      texts.consentLine,
      '01kmzq3x4y5z6a7b8c9d0e1f2g',
      'a3f5c8e1d2b4a697…',
      'a3f5c8e1d2b4a6978877665544332211ffeeddccbbaa99887766554433221100',
      '+380441234567',
      'hello@smile.example',
    ]) {
      expect(text).toContain(normalised(expected));
    }
    // A catalogue position without a name of the clinic's own shows the catalogue's name in the language.
    const firstItem = bridge.plan.steps[0]!.items[0]!;
    expect(text).toContain(catalogElement(firstItem.elementCode!)!.names[lng]);
    // Money as the preview page formats it, in the language.
    expect(text).toContain(normalised(formatMoney(bridge.plan.totalMinor, 'USD', lng)));
    expect(text).toContain(normalised(formatMoney(bridge.plan.steps[0]!.totalMinor, 'USD', lng)));
    // The decision's time with its offset, by Intl in the language.
    const at = new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(
      new Date('2026-11-23T09:15:42.000Z'),
    );
    expect(text).toContain(normalised(at));
  });

  it("prints the dates and the time in the patient's zone, naming its offset", async () => {
    // Accepted late on 23 November in UTC: already the 24th in Kyiv, still the 23rd in New York.
    const late = (timeZone: string) =>
      input('en', {
        timeZone,
        savedAt: '2026-11-20T23:30:00.000Z',
        decision: { ...input('en').decision, createdAt: '2026-11-23T22:15:42.000Z' },
      });
    const kyiv = pdfText(await renderDecisionReceipt(late('Europe/Kyiv')));
    expect(kyiv).toContain(normalised('November 24, 2026 at 12:15:42 AM GMT+2'));
    expect(kyiv).toContain('November 21, 2026');
    const newYork = pdfText(await renderDecisionReceipt(late('America/New_York')));
    expect(newYork).toContain(normalised('November 23, 2026 at 5:15:42 PM EST'));
    expect(newYork).toContain('November 20, 2026');
    const utc = pdfText(await renderDecisionReceipt(late('UTC')));
    expect(utc).toContain(normalised('November 23, 2026 at 10:15:42 PM UTC'));
  });

  it('prints Cyrillic in Russian and Ukrainian, not placeholders', async () => {
    const ru = pdfText(await renderDecisionReceipt(input('ru')));
    const uk = pdfText(await renderDecisionReceipt(input('uk')));
    expect(ru).toContain('План лечения принят');
    expect(uk).toContain('План лікування прийнято');
    expect(ru + uk).not.toContain('\uFFFD');
  });

  it("names a single plan the way the preview does, with no option's number", async () => {
    const single = { index: 0, single: true, ...options[0]!, title: '', note: '' };
    for (const lng of languages) {
      const text = pdfText(await renderDecisionReceipt(input(lng, { option: single })));
      expect(text).toContain(receiptTexts[lng].singlePlan);
    }
  });

  it('gives the same bytes for the same input', async () => {
    const first = await renderDecisionReceipt(input('uk'));
    const second = await renderDecisionReceipt(input('uk'));
    expect(first.equals(second)).toBe(true);
  });

  it("carries the clinic's logo when there is one", async () => {
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const clinic = { ...input('en').clinic, logo };
    const withLogo = await renderDecisionReceipt(input('en', { clinic }));
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    const without = await renderDecisionReceipt(input('en'));
    expect(without.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('runs onto more pages when the plan is long', async () => {
    const step = bridge.plan.steps[0]!;
    const steps = Array.from({ length: 20 }, (_, index) => ({ ...step, title: `Long step ${index + 1}` }));
    const plan = { ...bridge.plan, steps, totalMinor: step.totalMinor * 20 };
    const pdf = await renderDecisionReceipt(input('en', { option: { ...input('en').option, plan } }));
    expect(readPdf(pdf).pages).toBeGreaterThan(1);
    expect(pdfText(pdf)).toContain('Long step 20');
  });
});

describe("the receipt's words", () => {
  const preview = (lng: Language) =>
    JSON.parse(readFileSync(path.join(repositoryRoot, 'locales', lng, 'preview.json'), 'utf8')) as {
      decision: { consentLine: string };
      plan: { title: string };
      options: { untitled: string };
    };

  it.each(languages)('print the consent line the patient ticked on the page, word for word, in %s', (lng) => {
    expect(receiptTexts[lng].consentLine).toBe(preview(lng).decision.consentLine);
  });

  it.each(languages)('name a single plan and an untitled option as the preview page does in %s', (lng) => {
    expect(receiptTexts[lng].singlePlan).toBe(preview(lng).plan.title);
    expect(receiptTexts[lng].untitledOption).toBe(preview(lng).options.untitled);
  });
});
