import type { PlanItem, TreatmentPlan } from '../../../contract/api/treatment-plan';
import type { Language } from '../../../contract/rules/languages';
import { formatMoney } from '../../../contract/rules/money';
import { catalogElement } from '../../../contract/rules/price-catalog';
import { type ReceiptTexts, fill } from './receipt-texts';

/** Drawing helpers of the receipt: a page's frame, a flowing cursor that starts a new page when it must, the plan. */

export const fonts = { regular: 'regular', bold: 'bold' } as const;
export const colours = { text: '#1b1f24', muted: '#5b6470', rule: '#c9ced6', band: '#eef2f6' } as const;
export const margin = 50;

export type Doc = PDFKit.PDFDocument;

/** The width the text may take between the margins. */
export const contentWidth = (doc: Doc): number => doc.page.width - 2 * margin;

/** Starts a new page unless `height` more points fit on this one; answers the y to draw at. */
export const room = (doc: Doc, y: number, height: number): number => {
  if (y + height <= doc.page.height - margin) return y;
  doc.addPage();
  return margin;
};

export const rule = (doc: Doc, y: number): void => {
  doc
    .moveTo(margin, y)
    .lineTo(margin + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(colours.rule)
    .stroke();
};

/** A plan line's name: the clinic's own, else the catalogue position's in the language (as the preview shows it). */
export const itemName = (item: PlanItem, language: Language): string => {
  if (item.name.trim()) return item.name;
  return (item.elementCode && catalogElement(item.elementCode)?.names[language]) || item.elementCode || '';
};

interface Columns {
  name: number;
  quantity: number;
  unit: number;
  amount: number;
}

const columnsOf = (doc: Doc): { x: Columns; width: Columns } => {
  const width = { quantity: 44, unit: 92, amount: 92, name: 0 };
  width.name = contentWidth(doc) - width.quantity - width.unit - width.amount;
  const x = {
    name: margin,
    quantity: margin + width.name,
    unit: margin + width.name + width.quantity,
    amount: margin + width.name + width.quantity + width.unit,
  };
  return { x, width };
};

const cellGap = 6;
const rowGap = 3;

interface Row {
  name: string;
  quantity?: string;
  unit?: string;
  amount: string;
  bold?: boolean;
  size?: number;
  colour?: string;
}

/** One row of the plan's table: the name wraps in its column, the numbers sit right-aligned on its first line. */
const drawRow = (doc: Doc, y: number, row: Row): number => {
  const { x, width } = columnsOf(doc);
  doc.font(row.bold ? fonts.bold : fonts.regular).fontSize(row.size ?? 10);
  const nameWidth = width.name - cellGap;
  const height = doc.heightOfString(row.name, { width: nameWidth });
  const top = room(doc, y, height);
  doc.fillColor(row.colour ?? colours.text).text(row.name, x.name, top, { width: nameWidth });
  // Measured and placed from the column's right edge, so a wide amount grows to the left and never wraps.
  const right = (text: string | undefined, column: keyof Columns) => {
    if (text) doc.text(text, x[column] + width[column] - doc.widthOfString(text), top, { lineBreak: false });
  };
  right(row.quantity, 'quantity');
  right(row.unit, 'unit');
  right(row.amount, 'amount');
  return top + height + rowGap;
};

/** The plan as a table: per step its title and items, then the step's total; the plan's total last. */
export const drawPlan = (doc: Doc, y: number, plan: TreatmentPlan, texts: ReceiptTexts, language: Language): number => {
  const money = (minor: number) => formatMoney(minor, plan.currency, language);
  const { x, width } = columnsOf(doc);
  let top = room(doc, y, 40);
  doc.font(fonts.bold).fontSize(8.5).fillColor(colours.muted);
  doc.text(texts.item, x.name, top, { width: width.name - cellGap });
  doc.text(texts.quantity, x.quantity, top, { width: width.quantity, align: 'right' });
  doc.text(texts.unitPrice, x.unit, top, { width: width.unit, align: 'right' });
  doc.text(texts.amount, x.amount, top, { width: width.amount, align: 'right' });
  top += 14;
  rule(doc, top);
  top += 6;
  plan.steps.forEach((step, index) => {
    // A step's heading never ends a page alone: it needs room for one item under it.
    top = room(doc, top + 4, 36);
    top = drawRow(doc, top, {
      name: `${fill(texts.step, { number: index + 1 })}. ${step.title}`,
      amount: '',
      bold: true,
    });
    for (const item of step.items) {
      top = drawRow(doc, top, {
        name: itemName(item, language),
        quantity: String(item.quantity),
        unit: money(item.unitPriceMinor),
        amount: money(item.totalMinor),
      });
    }
    top = drawRow(doc, top, { name: texts.stepTotal, amount: money(step.totalMinor), colour: colours.muted, size: 9 });
  });
  top = room(doc, top + 2, 30);
  rule(doc, top);
  return drawRow(doc, top + 8, { name: texts.total, amount: money(plan.totalMinor), bold: true, size: 13 });
};
