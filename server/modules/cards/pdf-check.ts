/**
 * Whether bytes are a PDF, checked without a PDF library: the `%PDF-x.y` header at the start (never the name or
 * the declared type), then the trailer every reader starts from: `startxref` with the offset of a cross-reference
 * section inside the file, and `%%EOF` at the end. A renamed text file fails the first check ('type'); a cut or
 * garbled PDF fails the second ('corrupt').
 */
export type PdfCheck = 'ok' | 'type' | 'corrupt';

const header = /^%PDF-[12]\.\d/;
// The last startxref of the file (incremental updates append new ones), then %%EOF and at most line breaks.
const trailer = /startxref\s+(\d{1,12})\s+%%EOF\s*$/;
const tailBytes = 1024;

export const checkPdf = (data: Buffer): PdfCheck => {
  if (!header.test(data.subarray(0, 16).toString('latin1'))) return 'type';
  const tail = data.subarray(Math.max(0, data.length - tailBytes)).toString('latin1');
  const match = trailer.exec(tail);
  if (!match) return 'corrupt';
  const offset = Number(match[1]);
  if (offset <= 0 || offset >= data.length) return 'corrupt';
  // A classic `xref` table or a cross-reference stream (`<n> <gen> obj`).
  const at = data.subarray(offset, offset + 32).toString('latin1');
  return /^\s*(xref\b|\d+\s+\d+\s+obj\b)/.test(at) ? 'ok' : 'corrupt';
};
