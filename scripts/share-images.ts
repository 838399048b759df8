/**
 * Link-preview images (1200×630) for the main routes. The artwork is SVG under `assets/share/`, written from the
 * template below; sharp renders each to `public/images/share/<name>.png`, which is committed (the build copies
 * `public/`). Run after changing the texts: `npm run share-images`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(__dirname, '..');
const svgDir = path.join(root, 'assets', 'share');
const pngDir = path.join(root, 'public', 'images', 'share');

const tooth =
  'M20 11.2c-2.1-1.6-4.7-2.2-6.8-1.3-2.8 1.2-3.8 4.5-2.9 7.7.7 2.4 1.6 4.2 2.1 7 .5 3 1 5.9 2.8 6.3 1.8.4 2.2-2.5 2.7-4.6.4-1.7 1-2.7 2.1-2.7s1.7 1 2.1 2.7c.5 2.1.9 5 2.7 4.6 1.8-.4 2.3-3.3 2.8-6.3.5-2.8 1.4-4.6 2.1-7 .9-3.2-.1-6.5-2.9-7.7-2.1-.9-4.7-.3-6.8 1.3Z';

interface Card {
  name: string;
  eyebrow: string;
  lines: string[];
  /** A small motif drawn on the right, over the tooth. */
  motif: 'orbit' | 'articles' | 'play' | 'model' | 'plan';
}

// English only: one image serves all three languages, so it carries the product, not a sentence to translate.
const cards: Card[] = [
  {
    name: 'home',
    eyebrow: '3D treatment plans for dental clinics',
    lines: ['Plans your patients', 'understand and accept'],
    motif: 'orbit',
  },
  {
    name: 'articles',
    eyebrow: 'Articles',
    lines: ['Guides for clinics that', 'present plans in 3D'],
    motif: 'articles',
  },
  { name: 'videos', eyebrow: 'Video review', lines: ['See a treatment plan', 'built in 3D'], motif: 'play' },
  {
    name: 'clinical-model',
    eyebrow: '3D clinical model',
    lines: ['A spatial model of', 'the teeth for every case'],
    motif: 'model',
  },
  {
    name: 'preview',
    eyebrow: 'Treatment plan',
    lines: ['Your treatment plan', 'from your dental clinic'],
    motif: 'plan',
  },
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const motifs: Record<Card['motif'], string> = {
  orbit: `<ellipse cx="995" cy="280" rx="190" ry="56" transform="rotate(-12 995 280)" fill="none" stroke="#90caf9" stroke-opacity="0.8" stroke-width="4" stroke-dasharray="10 14"/>
    <circle cx="830" cy="330" r="11" fill="#42a5f5" stroke="#fff" stroke-width="3"/><circle cx="1160" cy="226" r="11" fill="#4fb3a9" stroke="#fff" stroke-width="3"/>`,
  articles: `<g transform="translate(900 420)"><rect width="190" height="150" rx="20" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.35"/>
    <rect x="24" y="30" width="140" height="12" rx="6" fill="#fff" fill-opacity="0.8"/><rect x="24" y="58" width="110" height="10" rx="5" fill="#fff" fill-opacity="0.5"/>
    <rect x="24" y="82" width="126" height="10" rx="5" fill="#fff" fill-opacity="0.5"/><rect x="24" y="112" width="70" height="14" rx="7" fill="#4fb3a9"/></g>`,
  play: `<circle cx="1000" cy="500" r="62" fill="#42a5f5" stroke="#fff" stroke-width="4"/><path d="M984 466 L1032 500 L984 534 Z" fill="#fff"/>`,
  model: `<g fill="none" stroke="#ffffff" stroke-width="5" stroke-linejoin="round" transform="translate(1000 500)">
    <path d="M0 -60 L52 -30 L52 30 L0 60 L-52 30 L-52 -30 Z"/><path d="M-52 -30 L0 0 L52 -30 M0 0 L0 60"/></g>`,
  plan: `<g transform="translate(890 420)"><rect width="200" height="150" rx="20" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.35"/>
    <circle cx="34" cy="40" r="10" fill="#4fb3a9"/><rect x="56" y="34" width="110" height="12" rx="6" fill="#fff" fill-opacity="0.8"/>
    <circle cx="34" cy="78" r="10" fill="#42a5f5"/><rect x="56" y="72" width="90" height="12" rx="6" fill="#fff" fill-opacity="0.6"/>
    <circle cx="34" cy="116" r="10" fill="#fff"/><rect x="56" y="110" width="120" height="12" rx="6" fill="#fff" fill-opacity="0.45"/></g>`,
};

const svgFor = (
  card: Card,
): string => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2545"/><stop offset="0.55" stop-color="#0e3566"/><stop offset="1" stop-color="#0a2140"/></linearGradient>
    <radialGradient id="glow1" cx="0.85" cy="0" r="0.7"><stop offset="0" stop-color="#42a5f5" stop-opacity="0.45"/><stop offset="1" stop-color="#42a5f5" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow2" cx="0" cy="1" r="0.6"><stop offset="0" stop-color="#19857b" stop-opacity="0.5"/><stop offset="1" stop-color="#19857b" stop-opacity="0"/></radialGradient>
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#42a5f5"/><stop offset="1" stop-color="#19857b"/></linearGradient>
    <linearGradient id="toothFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#c9e4fb"/></linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#glow1)"/>
  <rect width="1200" height="630" fill="url(#glow2)"/>
  <path d="${tooth}" transform="translate(770 20) scale(11)" fill="url(#toothFill)" fill-opacity="0.95"/>
  ${motifs[card.motif]}
  <g transform="translate(72 72)">
    <rect width="64" height="64" rx="18" fill="url(#tile)"/>
    <path d="${tooth}" transform="scale(1.6)" fill="#ffffff"/>
    <text x="84" y="44" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#ffffff">Dentiqo 3D</text>
  </g>
  <text x="72" y="300" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="22" font-weight="700" letter-spacing="2" fill="#90caf9">${escape(card.eyebrow.toUpperCase())}</text>
  ${card.lines
    .map(
      (line, index) =>
        `<text x="72" y="${370 + index * 68}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="52" font-weight="700" fill="#ffffff">${escape(line)}</text>`,
    )
    .join('\n  ')}
</svg>
`;

const main = async () => {
  mkdirSync(svgDir, { recursive: true });
  mkdirSync(pngDir, { recursive: true });
  for (const card of cards) {
    const svg = svgFor(card);
    writeFileSync(path.join(svgDir, `${card.name}.svg`), svg);
    await sharp(Buffer.from(svg))
      .png({ compressionLevel: 9, palette: false })
      .toFile(path.join(pngDir, `${card.name}.png`));
    console.log(`public/images/share/${card.name}.png`);
  }
};

void main();
