import { Type, type Static } from 'typebox';
import {
  cardDecisionStatuses,
  decisionFullNameMaxLength,
  decisionKinds,
  declineReasonMaxLength,
  preferredTimeMaxLength,
  questionMaxLength,
} from '../rules/card-decisions';
import { languages } from '../rules/languages';
import { timeZoneMaxLength, timeZonePattern } from '../rules/receipt-time-zone';
import { treatmentModules } from '../rules/price-catalog';
import { multiLineText } from '../rules/text';
import { NameText } from './treatment-plan';

/**
 * The patient's answers to a card (`/api/cards/:previewLink/decisions`), the clinic's view of them
 * (`/api/company/cards/...`) and the desktop program's (`POST /api/app/cards/decisions`).
 */

const Instant = Type.String({ format: 'date-time' });
const Id = Type.String({ pattern: '^[0-9a-hjkmnp-tv-z]{26}$' });
/**
 * Made by the patient's browser once per form it sends: the same id sent again (a double tap, a retry after a lost
 * answer) returns the first answer instead of recording a second one.
 */
const RequestId = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
/** 0-based index into the card's `options`. */
const OptionIndex = Type.Integer({ minimum: 0, maximum: 3 });

// What the patient sends

export const AcceptDecisionBody = Type.Object(
  {
    kind: Type.Literal('accepted'),
    requestId: RequestId,
    optionIndex: OptionIndex,
    /** Typed by the patient as a signature. */
    fullName: NameText(decisionFullNameMaxLength),
    /** The consent line was ticked; anything but true is a 400 naming `consent`. */
    consent: Type.Literal(true),
  },
  { additionalProperties: false },
);

export const DeclineDecisionBody = Type.Object(
  {
    kind: Type.Literal('declined'),
    requestId: RequestId,
    reason: Type.Optional(Type.String({ maxLength: declineReasonMaxLength, default: '', ...multiLineText })),
  },
  { additionalProperties: false },
);

export const QuestionDecisionBody = Type.Object(
  {
    kind: Type.Literal('question'),
    requestId: RequestId,
    message: Type.String({ minLength: 1, maxLength: questionMaxLength, pattern: '\\S', ...multiLineText }),
  },
  { additionalProperties: false },
);

export const CallRequestDecisionBody = Type.Object(
  {
    kind: Type.Literal('call-request'),
    requestId: RequestId,
    /** Any form libphonenumber-js reads as a valid number (stored in E.164); a 400 names `phone` otherwise. */
    phone: Type.String({ minLength: 1, maxLength: 40 }),
    preferredTime: Type.Optional(Type.String({ maxLength: preferredTimeMaxLength, default: '' })),
  },
  { additionalProperties: false },
);

export const DecisionBody = Type.Union([
  AcceptDecisionBody,
  DeclineDecisionBody,
  QuestionDecisionBody,
  CallRequestDecisionBody,
]);
export type DecisionBody = Static<typeof DecisionBody>;

// What the patient sees back (never the IP hash, the user agent or other patients' data)

export const PatientDecision = Type.Object({
  id: Id,
  kind: Type.Enum(decisionKinds),
  createdAt: Instant,
  /** Accepted: the option's index and title (empty for a card with a single plan); null otherwise. */
  optionIndex: Type.Union([OptionIndex, Type.Null()]),
  optionTitle: Type.Union([Type.String(), Type.Null()]),
  /** Accepted: the typed name; null otherwise. */
  fullName: Type.Union([Type.String(), Type.Null()]),
  /** Accepted: site-relative path of the PDF receipt; null otherwise. */
  receiptUrl: Type.Union([Type.String(), Type.Null()]),
});
export type PatientDecision = Static<typeof PatientDecision>;

/** `GET /api/cards/:previewLink/decisions` and the answer of a POST. */
export const PatientDecisionState = Type.Object({
  /** The latest acceptance or refusal, or null. */
  current: Type.Union([PatientDecision, Type.Null()]),
  /** True while a question or call request is newer than `current`. */
  questionWaiting: Type.Boolean(),
});
export type PatientDecisionState = Static<typeof PatientDecisionState>;

export const ReceiptParams = Type.Object({ previewLink: Type.String(), id: Id }, { additionalProperties: false });
export type ReceiptParams = Static<typeof ReceiptParams>;

/** The receipt's language (English when not given) and the time zone it prints its times in (UTC when not given). */
export const ReceiptQuery = Type.Object(
  {
    lng: Type.Optional(Type.Enum(languages)),
    tz: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: timeZoneMaxLength,
        pattern: timeZonePattern,
        description: "An IANA time zone (`Europe/Kyiv`), as the patient's browser names it.",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ReceiptQuery = Static<typeof ReceiptQuery>;

// What the clinic sees

/** One entry of a card's history, oldest first, for the clinic and the desktop program. */
export const CardDecisionEntry = Type.Object({
  id: Id,
  kind: Type.Enum(decisionKinds),
  createdAt: Instant,
  optionIndex: Type.Union([OptionIndex, Type.Null()]),
  optionTitle: Type.Union([Type.String(), Type.Null()]),
  fullName: Type.Union([Type.String(), Type.Null()]),
  /** Declined: the reason; question: the message; '' otherwise. */
  message: Type.String(),
  /** Call request: E.164 and the preferred time ('' when not given); null otherwise. */
  phone: Type.Union([Type.String(), Type.Null()]),
  preferredTime: Type.Union([Type.String(), Type.Null()]),
  /** SHA-256 (hex) of the options the patient was shown, to prove which version was accepted. */
  planHash: Type.String(),
  /** True when a later acceptance or refusal replaced this one (always false for questions). */
  superseded: Type.Boolean(),
});
export type CardDecisionEntry = Static<typeof CardDecisionEntry>;

export const CardDecisionHistory = Type.Object({ decisions: Type.Array(CardDecisionEntry) });
export type CardDecisionHistory = Static<typeof CardDecisionHistory>;

/** What `CompanyCard.decision` carries: the list's status of a card and when it was reached. */
export const CardDecisionSummary = Type.Object({
  status: Type.Enum(cardDecisionStatuses),
  /** When the status was reached (the decision's or question's time; the last view for opened); null if not opened. */
  since: Type.Union([Instant, Type.Null()]),
  optionIndex: Type.Union([OptionIndex, Type.Null()]),
  optionTitle: Type.Union([Type.String(), Type.Null()]),
});
export type CardDecisionSummary = Static<typeof CardDecisionSummary>;

/** The Shared plans list's filter (`GET /api/company/cards?status=accepted`). */
export const CardStatusFilter = Type.Enum(cardDecisionStatuses);

/** `GET /api/company/cards/figures`: the last 90 days, overall and per marketing module. */
const PlanFigures = Type.Object({
  shared: Type.Integer(),
  opened: Type.Integer(),
  accepted: Type.Integer(),
});
export const DecisionFigures = Type.Object({
  from: Instant,
  to: Instant,
  overall: PlanFigures,
  /**
   * A card counts in every module of the catalogue positions in its options' items; a card without catalogue
   * positions counts only overall.
   */
  modules: Type.Array(Type.Object({ module: Type.Enum(treatmentModules), ...PlanFigures.properties })),
});
export type DecisionFigures = Static<typeof DecisionFigures>;

// The desktop program

export const AppCardDecisionsBody = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 75 }),
    fingerprint: Type.String({ minLength: 16, maxLength: 512 }),
    /** The card's id, as the upload answered it. */
    cardId: Id,
  },
  { additionalProperties: false },
);
export type AppCardDecisionsBody = Static<typeof AppCardDecisionsBody>;
