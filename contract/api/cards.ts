import { Type, type Static } from 'typebox';
import { multiLineText } from '../rules/text';
import {
  cardStates,
  cardsPageSizeDefault,
  cardsPageSizeMax,
  formulaDescriptionMaxLength,
  patientNameMaxLength,
  patientRecordStates,
} from '../rules/treatment-cards';
import { CardDecisionSummary, CardStatusFilter } from './card-decisions';
import { DentalFormula, NameText, PlanOption, PlanOptionsUpload, TreatmentPlan } from './treatment-plan';

export {
  Bridge,
  DentalFormula,
  FdiTooth,
  PlanItem,
  PlanOption,
  PlanOptionUpload,
  PlanStep,
  ToothRecord,
  ToothState,
  TreatmentPlan,
} from './treatment-plan';

/**
 * Treatment-plan cards: the desktop program uploads one (`POST /api/app/cards`), the patient opens it by its
 * preview link (`GET /api/cards/:previewLink`), the clinic lists, revokes and extends its cards and sends one to
 * the patient platform (`/api/company/cards`).
 */

const Instant = Type.String({ format: 'date-time' });
const NullableInstant = Type.Union([Instant, Type.Null()]);
const Id = Type.String({ pattern: '^[0-9a-hjkmnp-tv-z]{26}$' });

// Upload from the desktop program

/**
 * The text parts of the multipart upload, `formula`, `plan` and `options` parsed from their JSON text. A card
 * carries either one plan (`formula` and `plan`, as before options existed) or 1 to 4 `options`, never both.
 */
export const CardUploadFields = Type.Object(
  {
    /** The device's activation key and fingerprint, as for /api/app/validate. */
    key: Type.String({ minLength: 1, maxLength: 75 }),
    fingerprint: Type.String({ minLength: 16, maxLength: 512 }),
    patientName: NameText(patientNameMaxLength),
    /** When the plan was saved in the program. */
    savedAt: Instant,
    formulaDescription: Type.Optional(
      Type.String({ maxLength: formulaDescriptionMaxLength, default: '', ...multiLineText }),
    ),
    /** With `plan`, unless `options` come instead. */
    formula: Type.Optional(DentalFormula),
    plan: Type.Optional(TreatmentPlan),
    options: Type.Optional(PlanOptionsUpload),
  },
  { additionalProperties: false },
);
export type CardUploadFields = Static<typeof CardUploadFields>;

const BinaryFile = (description: string) => Type.String({ format: 'binary', description });

/** The whole multipart body, for the API document: the text parts plus the files. */
export const CardUploadBody = Type.Object({
  ...CardUploadFields.properties,
  before: BinaryFile('JPEG, PNG or WebP (decided from the bytes): the picture before treatment.'),
  after: BinaryFile('JPEG, PNG or WebP: the picture after treatment.'),
  pdf: Type.Optional(BinaryFile('The plan as a PDF (optional).')),
});

export const UploadedCard = Type.Object({
  id: Id,
  /** The capability in the patient's link: 43 URL-safe characters (256 random bits). */
  previewLink: Type.String(),
  /** `<PUBLIC_URL>/preview/<previewLink>`, to send to the patient. */
  previewUrl: Type.String(),
  expiresAt: Instant,
});
export type UploadedCard = Static<typeof UploadedCard>;

// The patient's preview (public)

export const PreviewLinkParams = Type.Object({ previewLink: Type.String() }, { additionalProperties: false });
export type PreviewLinkParams = Static<typeof PreviewLinkParams>;

export const CardFileParams = Type.Object(
  { previewLink: Type.String(), name: Type.String() },
  { additionalProperties: false },
);
export type CardFileParams = Static<typeof CardFileParams>;

export const ImageVariant = Type.Object({
  /** Site-relative path under /api/. */
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  type: Type.Enum(['image/webp', 'image/jpeg'] as const),
});
export type ImageVariant = Static<typeof ImageVariant>;

/** One picture in several widths: `<picture>` sources (WebP first) and a JPEG `<img src>`. */
export const CardImage = Type.Object({
  /** Of the widest variant, for the layout's aspect ratio. */
  width: Type.Integer(),
  height: Type.Integer(),
  /** The JPEG for `<img src>`: the widest not above 960 px. */
  src: Type.String(),
  sources: Type.Array(Type.Object({ type: Type.String(), srcset: Type.String() })),
  variants: Type.Array(ImageVariant),
});
export type CardImage = Static<typeof CardImage>;

export const Clinic = Type.Object({
  name: Type.String(),
  logoUrl: Type.Union([Type.String(), Type.Null()]),
  /** E.164. */
  phone: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  /** ISO 3166-1 alpha-2. */
  country: Type.Union([Type.String(), Type.Null()]),
  /** Street address; '' when not given. */
  address: Type.String(),
  email: Type.String(),
  /** An http(s) URL; null when not given. */
  website: Type.Union([Type.String(), Type.Null()]),
});
export type Clinic = Static<typeof Clinic>;

export const PublicCard = Type.Object({
  patientName: Type.String(),
  savedAt: Instant,
  formulaDescription: Type.String(),
  /** The recommended option's formula and plan, or the first option's. */
  formula: DentalFormula,
  plan: TreatmentPlan,
  /** At least one; a card uploaded with a single plan has that plan as its one option. */
  options: Type.Array(PlanOption),
  images: Type.Object({ before: CardImage, after: CardImage }),
  /** Site-relative path of the plan's PDF (served as a download), or null. */
  pdfUrl: Type.Union([Type.String(), Type.Null()]),
  clinic: Clinic,
  expiresAt: Instant,
});
export type PublicCard = Static<typeof PublicCard>;

// The clinic's cards

export const CardIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type CardIdParams = Static<typeof CardIdParams>;

export const CardListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: cardsPageSizeMax, default: cardsPageSizeDefault })),
    /** Only the cards whose `decision.status` is this. */
    status: Type.Optional(CardStatusFilter),
  },
  { additionalProperties: false },
);
export type CardListQuery = Static<typeof CardListQuery>;

export const PatientRecord = Type.Object({
  state: Type.Enum(patientRecordStates),
  /** The platform's id of the patient record once sent. */
  recordId: Type.Union([Type.String(), Type.Null()]),
  sentAt: NullableInstant,
  lastAttemptAt: NullableInstant,
  /** Why the last attempt failed: unavailable, token-rejected or rejected; null unless failed. */
  lastError: Type.Union([Type.String(), Type.Null()]),
});
export type PatientRecord = Static<typeof PatientRecord>;

export const CompanyCard = Type.Object({
  id: Id,
  patientName: Type.String(),
  savedAt: Instant,
  createdAt: Instant,
  expiresAt: Instant,
  revokedAt: NullableInstant,
  state: Type.Enum(cardStates),
  views: Type.Integer(),
  lastViewedAt: NullableInstant,
  /** Null once revoked. */
  previewUrl: Type.Union([Type.String(), Type.Null()]),
  hasPdf: Type.Boolean(),
  currency: Type.String(),
  /** The accepted option's total once the patient accepted one, else the recommended (or first) option's. */
  totalMinor: Type.Integer(),
  patientRecord: PatientRecord,
  /** Opened, accepted (which option, when), declined, or a question waiting. */
  decision: CardDecisionSummary,
});
export type CompanyCard = Static<typeof CompanyCard>;

export const CompanyCardList = Type.Object({
  cards: Type.Array(CompanyCard),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type CompanyCardList = Static<typeof CompanyCardList>;

export const CardExpiryBody = Type.Object(
  {
    /** A future instant, at most 730 days from now. */
    expiresAt: Instant,
  },
  { additionalProperties: false },
);
export type CardExpiryBody = Static<typeof CardExpiryBody>;
