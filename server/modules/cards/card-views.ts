import type { CardDecisionSummary } from '../../../contract/api/card-decisions';
import type {
  CardImage,
  CompanyCard,
  DentalFormula,
  ImageVariant,
  PatientRecord,
  PlanOption,
  TreatmentPlan,
} from '../../../contract/api/cards';
import { type CardState, cardFileUrl, cardImageFallbackWidth } from '../../../contract/rules/treatment-cards';
import type { PreviewFile, StoredCard } from './repository';
import type { DecisionOfCard } from './repository-list';

/** What the API shows of a card, built from its rows. */

export const cardState = (card: Pick<StoredCard, 'revoked_at' | 'expires_at'>, now: Date): CardState => {
  if (card.revoked_at !== null) return 'revoked';
  return Date.parse(card.expires_at) <= now.getTime() ? 'expired' : 'active';
};

export const previewUrl = (publicUrl: string, link: string): string => `${publicUrl}/preview/${link}`;

const srcset = (variants: ImageVariant[]): string =>
  variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

/** One picture's variants as `<picture>` sources, WebP first, with a JPEG `<img src>` of at most 960 px. */
export const cardImage = (link: string, files: PreviewFile[], role: 'before' | 'after'): CardImage => {
  const variants: ImageVariant[] = files
    .filter((file) => file.role === role)
    .map((file) => ({
      url: cardFileUrl(link, file.name),
      width: file.width ?? 0,
      height: file.height ?? 0,
      type: file.media_type as ImageVariant['type'],
    }))
    .sort((a, b) => a.width - b.width || a.type.localeCompare(b.type));
  const webp = variants.filter((variant) => variant.type === 'image/webp');
  const jpeg = variants.filter((variant) => variant.type === 'image/jpeg');
  const widest = jpeg.at(-1);
  const fallback = jpeg.filter((variant) => variant.width <= cardImageFallbackWidth).at(-1) ?? jpeg[0];
  return {
    width: widest?.width ?? 0,
    height: widest?.height ?? 0,
    src: fallback?.url ?? '',
    sources: [
      { type: 'image/webp', srcset: srcset(webp) },
      { type: 'image/jpeg', srcset: srcset(jpeg) },
    ],
    variants,
  };
};

export const parseFormula = (card: Pick<StoredCard, 'formula_json'>): DentalFormula =>
  JSON.parse(card.formula_json) as DentalFormula;
export const parsePlan = (card: Pick<StoredCard, 'plan_json'>): TreatmentPlan =>
  JSON.parse(card.plan_json) as TreatmentPlan;

/** The card's options; a card uploaded with a single plan (no options stored) has that plan as its one option. */
export const parseOptions = (card: Pick<StoredCard, 'formula_json' | 'plan_json' | 'options_json'>): PlanOption[] =>
  card.options_json === null
    ? [{ title: '', note: '', recommended: false, formula: parseFormula(card), plan: parsePlan(card) }]
    : (JSON.parse(card.options_json) as PlanOption[]);

export const patientRecordOf = (card: StoredCard): PatientRecord => ({
  state: card.platform_state,
  recordId: card.platform_record_id,
  sentAt: card.platform_sent_at,
  lastAttemptAt: card.platform_attempted_at,
  lastError: card.platform_state === 'failed' ? card.platform_error : null,
});

export const companyCard = (
  card: StoredCard,
  now: Date,
  hasPdf: boolean,
  openLink: (sealed: string) => string,
  publicUrl: string,
  decision: DecisionOfCard,
): CompanyCard => ({
  id: card.id,
  patientName: card.patient_name,
  savedAt: card.saved_at,
  createdAt: card.created_at,
  expiresAt: card.expires_at,
  revokedAt: card.revoked_at,
  state: cardState(card, now),
  views: card.views,
  lastViewedAt: card.last_viewed_at,
  previewUrl: card.revoked_at === null ? previewUrl(publicUrl, openLink(card.link_sealed)) : null,
  hasPdf,
  currency: card.currency,
  totalMinor: shownTotal(card, decision),
  patientRecord: patientRecordOf(card),
  decision: decisionSummary(card, decision),
});

/**
 * The total the clinic sees: the option the patient accepted, once they have (also while a later question waits),
 * else the recommended or first option's, which the card's own columns keep.
 */
const shownTotal = (card: StoredCard, decision: DecisionOfCard): number =>
  decision.decisionOption === null
    ? card.total_minor
    : (parseOptions(card)[decision.decisionOption]?.plan.totalMinor ?? card.total_minor);

/** `since` and the option for each status: the waiting question, the decision, or the last view. */
const decisionSummary = (card: StoredCard, decision: DecisionOfCard): CardDecisionSummary => {
  const accepted = decision.status === 'accepted';
  return {
    status: decision.status,
    since:
      decision.status === 'question-waiting'
        ? decision.waitingSince
        : decision.status === 'accepted' || decision.status === 'declined'
          ? decision.decisionAt
          : card.last_viewed_at,
    optionIndex: accepted ? decision.decisionOption : null,
    optionTitle: accepted ? decision.decisionOptionTitle : null,
  };
};
