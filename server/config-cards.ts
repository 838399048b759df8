import {
  cardExpiryMaxDays,
  cardImageMaxMegabytesDefault,
  cardLinkDaysDefault,
  cardPdfMaxMegabytesDefault,
} from '../contract/rules/treatment-cards';

export interface CardsConfig {
  /** Days a new preview link lives before it expires. */
  linkDays: number;
  imageMaxBytes: number;
  pdfMaxBytes: number;
}

const uploadMegabytesMax = 100;

export const cardsVariables = [
  {
    name: 'CARD_LINK_DAYS',
    default: String(cardLinkDaysDefault),
    description: `Days a new treatment-plan preview link lives (1–${cardExpiryMaxDays}); the clinic can change a card's expiry later.`,
  },
  {
    name: 'CARD_IMAGE_MAX_MB',
    default: String(cardImageMaxMegabytesDefault),
    description: `Largest before/after image a plan card upload may carry, in megabytes (1–${uploadMegabytesMax}); larger ones get 413.`,
  },
  {
    name: 'CARD_PDF_MAX_MB',
    default: String(cardPdfMaxMegabytesDefault),
    description: `Largest PDF a plan card upload may carry, in megabytes (1–${uploadMegabytesMax}); larger ones get 413.`,
  },
] as const;

const megabyte = 1024 * 1024;

const integerIn = (
  name: string,
  raw: string | undefined,
  fallback: number,
  max: number,
  problems: string[],
): number => {
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 1 || value > max) {
    problems.push(`${name} must be an integer from 1 to ${max}, got "${raw}"`);
    return fallback;
  }
  return value;
};

export const parseCardsConfig = (read: (name: string) => string | undefined, problems: string[]): CardsConfig =>
  Object.freeze({
    linkDays: integerIn('CARD_LINK_DAYS', read('CARD_LINK_DAYS'), cardLinkDaysDefault, cardExpiryMaxDays, problems),
    imageMaxBytes:
      integerIn(
        'CARD_IMAGE_MAX_MB',
        read('CARD_IMAGE_MAX_MB'),
        cardImageMaxMegabytesDefault,
        uploadMegabytesMax,
        problems,
      ) * megabyte,
    pdfMaxBytes:
      integerIn('CARD_PDF_MAX_MB', read('CARD_PDF_MAX_MB'), cardPdfMaxMegabytesDefault, uploadMegabytesMax, problems) *
      megabyte,
  });
