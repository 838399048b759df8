import type { TreatmentPlan } from '../../../contract/api/treatment-plan';
import type { Language } from '../../../contract/rules/languages';
import { receiptFonts } from './receipt-fonts';
import { type Doc, colours, contentWidth, drawPlan, fonts, margin, room, rule } from './receipt-layout';
import { fill, receiptTexts } from './receipt-texts';

/** Everything one receipt prints; the same input gives the same bytes. */
export interface ReceiptInput {
  language: Language;
  /** The IANA zone the dates and the time are printed in (the patient's, else UTC); the time names its offset. */
  timeZone: string;
  clinic: {
    name: string;
    address: string;
    city: string;
    /** ISO 3166 code, shown as the country's name in the language. */
    country: string | null;
    phone: string | null;
    email: string;
    website: string | null;
    /** The company's logo (PNG), or null. */
    logo: Buffer | null;
  };
  patientName: string;
  savedAt: string;
  option: {
    /** 0-based. */
    index: number;
    /** True for a card uploaded with one plan, whose only option has no title. */
    single: boolean;
    title: string;
    note: string;
    plan: TreatmentPlan;
  };
  decision: { id: string; createdAt: string; fullName: string; planHash: string };
}

const countryName = (code: string, language: Language): string => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** What the preview page calls the option: its title, else its own words for a single plan or an untitled option. */
export const optionHeading = ({ option, language }: Pick<ReceiptInput, 'option' | 'language'>): string => {
  const texts = receiptTexts[language];
  if (option.title.trim()) return option.title;
  return option.single ? texts.singlePlan : fill(texts.untitledOption, { number: option.index + 1 });
};

const logoSize = 52;

const drawHeader = (doc: Doc, { clinic, language }: ReceiptInput): number => {
  let textX = margin;
  if (clinic.logo) {
    try {
      doc.image(clinic.logo, margin, margin, { fit: [logoSize, logoSize] });
      textX += logoSize + 14;
    } catch {
      // A logo pdfkit cannot read leaves the receipt without it rather than without a receipt.
    }
  }
  const width = margin + contentWidth(doc) - textX;
  doc.font(fonts.bold).fontSize(17).fillColor(colours.text).text(clinic.name, textX, margin, { width });
  const place = [clinic.address, clinic.city, clinic.country && countryName(clinic.country, language)];
  const reach = [clinic.phone, clinic.email, clinic.website];
  doc.font(fonts.regular).fontSize(9).fillColor(colours.muted);
  for (const line of [place, reach].map((parts) => parts.filter(Boolean).join(' · ')).filter(Boolean)) {
    doc.text(line, textX, doc.y + 2, { width });
  }
  const bottom = Math.max(doc.y, clinic.logo ? margin + logoSize : 0) + 14;
  rule(doc, bottom);
  return bottom + 18;
};

const longDate = (iso: string, { language, timeZone }: ReceiptInput, withTime: boolean): string =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'long' as const } : {}),
    timeZone,
  }).format(new Date(iso));

/** A label over its value, across the page. */
const field = (doc: Doc, y: number, label: string, value: string, size = 11): number => {
  const width = contentWidth(doc);
  doc.font(fonts.regular).fontSize(size);
  const top = room(doc, y, 14 + doc.heightOfString(value, { width }));
  doc.fontSize(8.5).fillColor(colours.muted).text(label, margin, top, { width });
  doc
    .fontSize(size)
    .fillColor(colours.text)
    .text(value, margin, doc.y + 1, { width });
  return doc.y + 8;
};

const drawIntro = (doc: Doc, y: number, input: ReceiptInput): number => {
  const texts = receiptTexts[input.language];
  const width = contentWidth(doc);
  doc.font(fonts.bold).fontSize(21).fillColor(colours.text).text(texts.title, margin, y, { width });
  let top = doc.y + 12;
  top = field(doc, top, texts.patient, input.patientName);
  top = field(doc, top, texts.saved, longDate(input.savedAt, input, false));
  const heading = optionHeading(input);
  const title = input.option.single ? heading : `${texts.option}: ${heading}`;
  doc
    .font(fonts.bold)
    .fontSize(13)
    .fillColor(colours.text)
    .text(title, margin, top + 6, { width });
  top = doc.y + 4;
  if (input.option.note.trim()) {
    doc.font(fonts.regular).fontSize(10).fillColor(colours.muted).text(input.option.note, margin, top, { width });
    top = doc.y + 4;
  }
  return top + 10;
};

const drawDecision = (doc: Doc, y: number, input: ReceiptInput): number => {
  const { decision, language } = input;
  const texts = receiptTexts[language];
  const width = contentWidth(doc);
  // The block stays on one page: its height measured at the sizes it is drawn in, plus the labels and gaps.
  doc.font(fonts.regular).fontSize(10);
  const consentHeight = doc.heightOfString(texts.consentLine, { width: width - 14 });
  let top = room(doc, y + 16, 185 + consentHeight);
  doc.font(fonts.bold).fontSize(13).fillColor(colours.text).text(texts.decision, margin, top, { width });
  top = doc.y + 8;
  top = field(doc, top, texts.acceptedBy, decision.fullName);
  top = field(doc, top, texts.acceptedAt, longDate(decision.createdAt, input, true));
  doc.font(fonts.regular).fontSize(8.5).fillColor(colours.muted).text(texts.consentHeading, margin, top, { width });
  const quoteTop = doc.y + 2;
  doc
    .fontSize(10)
    .fillColor(colours.text)
    .text(texts.consentLine, margin + 14, quoteTop + 4, { width: width - 14 });
  const quoteBottom = doc.y + 4;
  doc
    .rect(margin, quoteTop, 3, quoteBottom - quoteTop)
    .fillColor(colours.rule)
    .fill();
  top = field(doc, quoteBottom + 8, texts.decisionId, decision.id, 10);
  top = field(doc, top, texts.planVersion, `${decision.planHash.slice(0, 16)}…`, 10);
  doc
    .font(fonts.regular)
    .fontSize(7)
    .fillColor(colours.muted)
    .text(decision.planHash, margin, top - 6, { width });
  return doc.y;
};

/**
 * The PDF receipt of an accepted option: the clinic, the option's plan with its prices, and the decision with the
 * consent line the patient ticked. A4, set in DejaVu Sans (Cyrillic included). Its dates come from the input only, so
 * the same input renders the same bytes.
 */
export const renderDecisionReceipt = async (input: ReceiptInput): Promise<Buffer> => {
  // Loaded on the first receipt, not at every start; the bundled server leaves it in node_modules (it reads files
  // next to its own code).
  const { default: PDFDocument } = await import('pdfkit');
  const texts = receiptTexts[input.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    font: receiptFonts.regular,
    lang: input.language,
    displayTitle: true,
    info: {
      Title: `${texts.title}: ${optionHeading(input)}`,
      Author: input.clinic.name,
      Subject: texts.subject,
      CreationDate: new Date(input.decision.createdAt),
    },
  });
  doc.registerFont(fonts.regular, receiptFonts.regular);
  doc.registerFont(fonts.bold, receiptFonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = drawHeader(doc, input);
  y = drawIntro(doc, y, input);
  y = drawPlan(doc, y, input.option.plan, texts, input.language);
  drawDecision(doc, y, input);
  doc.end();
  return done;
};
