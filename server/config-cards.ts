import {
  cardExpiryMaxDays,
  cardImageMaxMegabytesDefault,
  cardLinkDaysDefault,
  cardPdfMaxMegabytesDefault,
} from '../contract/rules/treatment-cards';
import { type Env, integer, readSection, section } from './config-schema';

export interface CardsConfig {
  /** Days a new preview link lives before it expires. */
  linkDays: number;
  imageMaxBytes: number;
  pdfMaxBytes: number;
}

const uploadMegabytesMax = 100;
const megabyte = 1024 * 1024;

export const cardsSection = section('Treatment-plan cards', {
  CARD_LINK_DAYS: integer(1, cardExpiryMaxDays, cardLinkDaysDefault, {
    description: `Days a new treatment-plan preview link lives (1–${cardExpiryMaxDays}); the clinic can change a card's expiry later.`,
  }),
  CARD_IMAGE_MAX_MB: integer(1, uploadMegabytesMax, cardImageMaxMegabytesDefault, {
    description: `Largest before/after image a plan card upload may carry, in megabytes (1–${uploadMegabytesMax}); larger ones get 413.`,
  }),
  CARD_PDF_MAX_MB: integer(1, uploadMegabytesMax, cardPdfMaxMegabytesDefault, {
    description: `Largest PDF a plan card upload may carry, in megabytes (1–${uploadMegabytesMax}); larger ones get 413.`,
  }),
});

export const parseCardsConfig = (env: Env, problems: string[]): CardsConfig => {
  const vars = readSection(cardsSection, env, problems);
  return Object.freeze({
    linkDays: vars.CARD_LINK_DAYS,
    imageMaxBytes: vars.CARD_IMAGE_MAX_MB * megabyte,
    pdfMaxBytes: vars.CARD_PDF_MAX_MB * megabyte,
  });
};
