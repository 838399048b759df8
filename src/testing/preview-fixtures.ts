import { http } from 'msw';
import type { CardImage, PlanOption, PublicCard } from '@contract/api/cards';
import { apiUrl, problemResponse } from './msw-server';

/** The patient's card as `GET /api/cards/:previewLink` answers it, for the preview page's web tests. */

export const previewLink = 'p-7Hq2xY9kLm3Nq4Rs5Tv6Wx7Yz8Ab9Cd0Ef1Gh2Jk3';

const files = `/api/cards/${previewLink}/files`;

export const cardImage = (name: 'before' | 'after', width = 1600, height = 941): CardImage => {
  const widths = [480, 960, 1600].filter((size) => size <= width);
  const variants = widths.flatMap((size) =>
    (['webp', 'jpg'] as const).map((extension) => ({
      url: `${files}/${name}-${size}.${extension}`,
      width: size,
      height: Math.round((height * size) / width),
      type: extension === 'webp' ? ('image/webp' as const) : ('image/jpeg' as const),
    })),
  );
  const srcset = (extension: string) =>
    widths.map((size) => `${files}/${name}-${size}.${extension} ${size}w`).join(', ');
  return {
    width,
    height,
    src: `${files}/${name}-${Math.min(960, width)}.jpg`,
    sources: [
      { type: 'image/webp', srcset: srcset('webp') },
      { type: 'image/jpeg', srcset: srcset('jpg') },
    ],
    variants,
  };
};

const singlePlanCard = (overrides: Partial<PublicCard>): Omit<PublicCard, 'options'> => ({
  patientName: 'Olena Kovalenko',
  savedAt: '2026-03-14T10:30:00.000Z',
  formulaDescription: 'Caries on 16 and 24, 25 missing.',
  formula: {
    teeth: [
      { tooth: 16, before: 'caries', after: 'filling' },
      { tooth: 24, before: 'caries', after: 'crown' },
      { tooth: 25, before: 'missing', after: 'bridge' },
      { tooth: 26, before: 'healthy', after: 'crown' },
    ],
    bridges: [{ phase: 'after', teeth: [24, 25, 26] }],
  },
  plan: {
    currency: 'USD',
    steps: [
      {
        title: 'Hygiene and diagnostics',
        description: '',
        items: [
          { elementCode: 'hygiene-professional', name: '', quantity: 1, unitPriceMinor: 8000, totalMinor: 8000 },
          { elementCode: 'cbct', name: '', quantity: 1, unitPriceMinor: 6000, totalMinor: 6000 },
        ],
        totalMinor: 14000,
      },
      {
        title: 'Aesthetics',
        description: 'Two ceramic veneers on the front teeth.',
        items: [
          {
            elementCode: 'veneer-ceramic',
            name: 'E.max veneer',
            quantity: 2,
            unitPriceMinor: 50000,
            totalMinor: 100000,
          },
        ],
        totalMinor: 100000,
      },
    ],
    totalMinor: 114000,
  },
  images: { before: cardImage('before'), after: cardImage('after') },
  pdfUrl: `${files}/plan.pdf`,
  clinic: {
    name: 'Bright Smile Clinic',
    logoUrl: null,
    phone: '+380441234567',
    city: 'Kyiv',
    country: 'UA',
    address: '12 Khreshchatyk St',
    email: 'hello@brightsmile.example',
    website: 'https://brightsmile.example/',
  },
  expiresAt: '2026-09-10T10:30:00.000Z',
  ...overrides,
});

/** A card uploaded with a single plan: its one option is that plan, without a title. */
export const publicCard = (overrides: Partial<PublicCard> = {}): PublicCard => {
  const card = singlePlanCard(overrides);
  const single = { title: '', note: '', recommended: false, formula: card.formula, plan: card.plan };
  return { ...card, options: overrides.options ?? [single] };
};

/** An answer for the card endpoint; `card` null answers 404 as for an unknown, revoked or expired link. */
export const previewCardHandler = (card: PublicCard | null, onRequest?: (link: string) => void) =>
  http.get(apiUrl('cards/:previewLink'), ({ params }) => {
    onRequest?.(String(params.previewLink));
    return card
      ? Response.json(card)
      : problemResponse({ type: 'about:blank', title: 'Not Found', status: 404, code: 'NOT_FOUND' });
  });

/** By default a link opens nothing: the route tests that only look at the page's frame need no card. */
export const previewHandlers = [previewCardHandler(null)];

/** A card with three options, the second recommended, each with its own formula after treatment and its own plan. */
export const optionsCard = (): PublicCard => {
  const base = publicCard();
  const option = (
    title: string,
    after: 'implant' | 'crown' | 'missing',
    unitPriceMinor: number,
    note = '',
  ): PlanOption => ({
    title,
    note,
    recommended: title === 'Bridge',
    formula: { teeth: [{ tooth: 36, before: 'missing', after }], bridges: [] },
    plan: {
      currency: 'USD',
      steps: [
        {
          title: `${title}: treatment`,
          description: '',
          items: [
            { elementCode: null, name: `${title} work`, quantity: 1, unitPriceMinor, totalMinor: unitPriceMinor },
          ],
          totalMinor: unitPriceMinor,
        },
      ],
      totalMinor: unitPriceMinor,
    },
  });
  const options = [
    option('Implant', 'implant', 250000, 'The neighbouring teeth stay untouched.'),
    option('Bridge', 'crown', 180000),
    option('Removable denture', 'missing', 90000, 'Taken out at night.'),
  ];
  return { ...base, formula: options[1]!.formula, plan: options[1]!.plan, options };
};
