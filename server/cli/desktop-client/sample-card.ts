import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { repositoryRoot } from '../../repository-root';

/** The committed sample card: what the program sends besides the files (savedAt is added when it is written). */
export const sampleCardJson = path.join(repositoryRoot, 'server', 'cli', 'desktop-client', 'sample-card.json');

const toothColumns = 8;

/**
 * A picture of two rows of teeth drawn as SVG: yellowed with dark spots and a gap before treatment, even and
 * white after. No text, so no font is needed to draw it.
 */
const teethSvg = (stage: 'before' | 'after'): string => {
  const width = 1600;
  const height = 1000;
  const shapes: string[] = [];
  for (let row = 0; row < 2; row += 1) {
    for (let column = 0; column < toothColumns; column += 1) {
      const x = 160 + column * 165;
      const y = row === 0 ? 230 : 530;
      if (stage === 'before' && row === 0 && column === 5) continue;
      const fill = stage === 'before' ? (column % 3 === 0 ? '#e8d9a8' : '#efe4c0') : '#fbfbf7';
      shapes.push(
        `<rect x="${x}" y="${y}" width="140" height="240" rx="48" fill="${fill}" stroke="#c9bfa5" stroke-width="4"/>`,
      );
      if (stage === 'before' && (column + row) % 4 === 1) {
        shapes.push(`<circle cx="${x + 70}" cy="${y + 80}" r="18" fill="#5b4a2e"/>`);
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#c0485a"/>
<rect x="100" y="200" width="1400" height="600" rx="120" fill="#8e2c3e"/>
${shapes.join('\n')}
</svg>`;
};

export const samplePhoto = (stage: 'before' | 'after'): Promise<Buffer> =>
  sharp(Buffer.from(teethSvg(stage)))
    .jpeg({ quality: 85 })
    .toBuffer();

/** A one-page PDF with a correct cross-reference table, built by hand so no PDF library is needed. */
export const samplePdf = (title = 'Treatment plan'): Buffer => {
  const content = `BT /F1 28 Tf 72 760 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
};

interface SampleCard {
  options: { plan: { currency: string } }[];
}

const readSample = (): SampleCard => JSON.parse(readFileSync(sampleCardJson, 'utf8')) as SampleCard;

/** The currency the committed sample is priced in (all its options share it). */
export const sampleCardCurrency = (): string => readSample().options[0]!.plan.currency;

/**
 * Writes card.json (saved now, its three options priced in `currency`: the clinic's, which the server insists on),
 * before.jpg, after.jpg and plan.pdf into `dir`; answers the paths. The amounts keep their numbers.
 */
export const writeSampleCard = async (
  dir: string,
  { now = new Date(), currency }: { now?: Date; currency?: string } = {},
): Promise<Record<string, string>> => {
  mkdirSync(dir, { recursive: true });
  const sample = readSample();
  const options = sample.options.map((option) => ({
    ...option,
    plan: { ...option.plan, currency: currency ?? option.plan.currency },
  }));
  const card = { ...sample, options, savedAt: now.toISOString() };
  const files = {
    card: path.join(dir, 'card.json'),
    before: path.join(dir, 'before.jpg'),
    after: path.join(dir, 'after.jpg'),
    pdf: path.join(dir, 'plan.pdf'),
  };
  writeFileSync(files.card, `${JSON.stringify(card, null, 2)}\n`);
  writeFileSync(files.before, await samplePhoto('before'));
  writeFileSync(files.after, await samplePhoto('after'));
  writeFileSync(files.pdf, samplePdf());
  return files;
};
