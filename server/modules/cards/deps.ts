import type { CardsConfig } from '../../config-cards';
import type { LicensingDeps } from '../licensing/deps';
import type { SettingsDeps } from '../settings/deps';
import type { CardAnswerCache } from './card-answer-cache';
import type { CardContentCache } from './card-content-cache';
import type { ViewCounter } from './view-counter';

/**
 * What the card routes need: the licensing deps to check the uploading device, the settings deps for the company's
 * currency, logo and platform link, the public URL for preview links, and the CARD_* settings.
 */
export interface CardsDeps extends LicensingDeps, SettingsDeps {
  publicUrl: string;
  cards: CardsConfig;
  /** Where a patient's GET counts its view (written in batches). */
  views: ViewCounter;
  /** The built content of lately opened cards (never whether a link opens). */
  cardContent: CardContentCache;
  /** The whole answers of lately opened links (re-read at most a short while later, forgotten by writes here). */
  cardAnswers: CardAnswerCache;
}
