/** Treatment-plan cards: what the desktop program uploads and the patient opens by a link. */

/** The preview link: 256 random bits as URL-safe base64 without padding. */
export const previewLinkPattern = /^[A-Za-z0-9_-]{43}$/;

export const patientNameMaxLength = 200;
export const formulaDescriptionMaxLength = 5000;

/** Widths of the stored image variants (px); an image narrower than the smallest keeps its own width. */
export const cardImageWidths = [480, 960, 1600] as const;
/** The `<img src>` fallback: the widest JPEG not wider than this. */
export const cardImageFallbackWidth = 960;
/**
 * The `sizes` of a card picture on the preview page: the page's width on a phone, about 7/12 of the 1200 px container
 * from md up. The page's first HTML preloads its first picture with the same value, so both pick the same variant.
 */
export const cardPictureSizes = '(min-width: 1200px) 680px, (min-width: 900px) 56vw, 100vw';

/** Where a card's stored file is served: its pictures' variants and its PDF, under the card's preview link. */
export const cardFileUrl = (link: string, name: string): string => `/api/cards/${link}/files/${name}`;

/** Defaults of the server's CARD_* settings. */
export const cardImageMaxMegabytesDefault = 15;
export const cardPdfMaxMegabytesDefault = 20;
export const cardLinkDaysDefault = 180;
/** The furthest expiry a clinic may set, counted from now; CARD_LINK_DAYS may not exceed it either. */
export const cardExpiryMaxDays = 730;

export const cardStates = ['active', 'revoked', 'expired'] as const;
export type CardState = (typeof cardStates)[number];

export const patientRecordStates = ['not-sent', 'sent', 'failed'] as const;
export type PatientRecordState = (typeof patientRecordStates)[number];

/**
 * The multipart parts of an upload: text fields (formula, plan and options carry JSON), then the files. A card
 * comes with either formula and plan or options.
 */
export const cardTextFields = [
  'key',
  'fingerprint',
  'patientName',
  'savedAt',
  'formulaDescription',
  'formula',
  'plan',
  'options',
] as const;
export const cardJsonFields = ['formula', 'plan', 'options'] as const;
export const cardImageFields = ['before', 'after'] as const;
export type CardImageField = (typeof cardImageFields)[number];
export const cardPdfField = 'pdf';

export const cardsPageSizeDefault = 20;
export const cardsPageSizeMax = 100;
