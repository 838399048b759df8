import type { PublicCard } from '../../../contract/api/cards';
import { cardFileUrl, previewLinkPattern } from '../../../contract/rules/treatment-cards';
import { hashSecretToken } from '../../security/secret-tokens';
import { avatarUrl } from '../avatar/service';
import { readCardFile } from './card-storage';
import { requestedRange } from '../../storage/byte-range';
import type { StoredRead } from '../../storage/file-store';
import { CardRefusal } from './card-refusal';
import { cardImage, cardState, parseFormula, parseOptions, parsePlan } from './card-views';
import type { CardsDeps } from './deps';
import { type PreviewCard, type StoredCard, findCardByLinkHash, findCardFile, findPreviewCard } from './repository';

/** The same answer for an unknown, malformed, revoked or expired link: nothing tells them apart. */
const notFound = () => new CardRefusal({ kind: 'not-found' });

/** The card a link opens now, or null. A malformed link is not looked up at all. */
export const openCard = async (deps: Pick<CardsDeps, 'db' | 'clock'>, link: string): Promise<StoredCard | null> => {
  if (!previewLinkPattern.test(link)) return null;
  const card = await findCardByLinkHash(deps.db, hashSecretToken(link));
  if (!card || cardState(card, deps.clock()) !== 'active') return null;
  return card;
};

/** The card a link opens now with its clinic and its files, in one statement; null for a malformed link (not looked
 * up at all) and for an unknown, revoked or expired one. */
export const openPreviewCard = async (
  deps: Pick<CardsDeps, 'db' | 'clock'>,
  link: string,
): Promise<PreviewCard | null> => {
  if (!previewLinkPattern.test(link)) return null;
  const found = await findPreviewCard(deps.db, hashSecretToken(link));
  return found && cardState(found.card, deps.clock()) === 'active' ? found : null;
};

/**
 * The preview page's card, with the clinic's name, logo and contacts, read anew on every request (so a revoked link
 * stops showing at once, in every process) in one statement; a view is counted (no IP kept). A malformed link is not
 * looked up at all.
 */
export const publicCard = async (
  deps: CardsDeps,
  link: string,
  { countView: counted }: { countView: boolean },
): Promise<PublicCard> => {
  const found = await openPreviewCard(deps, link);
  if (!found) throw notFound();
  if (counted) deps.views.count(found.card.id, deps.clock());
  return publicCardOf(link, found);
};

/** The patient's answer from the card's rows: the server's, and the benchmark's bare baseline's, the same object. */
export const publicCardOf = (
  link: string,
  { card, clinic: company, files }: Pick<PreviewCard, 'card' | 'clinic' | 'files'>,
): PublicCard => {
  const pdf = files.find((file) => file.role === 'pdf');
  return {
    patientName: card.patient_name,
    savedAt: card.saved_at,
    formulaDescription: card.formula_description,
    formula: parseFormula(card),
    plan: parsePlan(card),
    options: parseOptions(card),
    images: { before: cardImage(link, files, 'before'), after: cardImage(link, files, 'after') },
    pdfUrl: pdf ? cardFileUrl(link, pdf.name) : null,
    clinic: {
      name: company.name,
      logoUrl: avatarUrl(company.avatar_file),
      phone: company.phone,
      city: company.city,
      country: company.country,
      address: company.address,
      email: company.email,
      website: company.website || null,
    },
    expiresAt: card.expires_at,
  };
};

export interface CardFileContent {
  /** Null when the asked range lies past the end (416). */
  file: StoredRead | null;
  size: number;
  mediaType: string;
  role: 'before' | 'after' | 'pdf';
}

/**
 * A stored image or PDF of a card its link opens now, or the range of it a Range header asks; a revoked or expired
 * card's files are not served.
 */
export const cardFile = async (
  deps: CardsDeps,
  link: string,
  name: string,
  rangeHeader?: string,
): Promise<CardFileContent> => {
  const card = await openCard(deps, link);
  // PostgreSQL text cannot hold U+0000 (the query itself would fail): no stored name has one.
  const row = card && !name.includes('\u0000') ? await findCardFile(deps.db, card.id, name) : undefined;
  if (!card || !row) throw notFound();
  const range = requestedRange(rangeHeader, row.size_bytes);
  const described = { size: row.size_bytes, mediaType: row.media_type, role: row.role };
  if (range === 'unsatisfiable') return { file: null, ...described };
  const file = await readCardFile(deps.files, card.storage_dir, row.name, range);
  if (!file) throw notFound();
  return { file, ...described };
};
