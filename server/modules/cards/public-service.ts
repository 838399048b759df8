import type { PublicCard } from '../../../contract/api/cards';
import { previewLinkPattern } from '../../../contract/rules/treatment-cards';
import { iso } from '../../clock';
import { HttpProblem } from '../../plugins/problem';
import { hashSecretToken } from '../../security/secret-tokens';
import { avatarUrl } from '../avatar/service';
import { companyById } from '../companies/service';
import { readCardFile } from './card-storage';
import { cardImage, cardState, fileUrl, parseFormula, parsePlan } from './card-views';
import type { CardsDeps } from './deps';
import { type StoredCard, filesOfCard, findCardByLinkHash, findCardFile } from './repository';

/** The same answer for an unknown, malformed, revoked or expired link: nothing tells them apart. */
const notFound = () => new HttpProblem(404, 'NOT_FOUND');

/** The card a link opens now, or null. A malformed link is not looked up at all. */
export const openCard = async (deps: Pick<CardsDeps, 'db' | 'clock'>, link: string): Promise<StoredCard | null> => {
  if (!previewLinkPattern.test(link)) return null;
  const card = await findCardByLinkHash(deps.db, hashSecretToken(link));
  if (!card || cardState(card, deps.clock()) !== 'active') return null;
  return card;
};

/** The preview page's card, with the clinic's name, logo and contacts; a view is counted (no IP kept). */
export const publicCard = async (
  deps: CardsDeps,
  link: string,
  { countView: counted }: { countView: boolean },
): Promise<PublicCard> => {
  const card = await openCard(deps, link);
  if (!card) throw notFound();
  const [files, company] = await Promise.all([filesOfCard(deps.db, card.id), companyById(deps.db, card.company_id)]);
  if (!company) throw notFound();
  if (counted) deps.views.count(card.id, iso(deps.clock()));
  const pdf = files.find((file) => file.role === 'pdf');
  return {
    patientName: card.patient_name,
    savedAt: card.saved_at,
    formulaDescription: card.formula_description,
    formula: parseFormula(card),
    plan: parsePlan(card),
    images: { before: cardImage(link, files, 'before'), after: cardImage(link, files, 'after') },
    pdfUrl: pdf ? fileUrl(link, pdf.name) : null,
    clinic: {
      name: company.name,
      logoUrl: avatarUrl(company.avatar_file),
      phone: company.phone,
      city: company.city,
      country: company.country,
      email: company.email,
    },
    expiresAt: card.expires_at,
  };
};

export interface CardFileContent {
  data: Buffer;
  mediaType: string;
  role: 'before' | 'after' | 'pdf';
}

/** A stored image or PDF of a card its link opens now; a revoked or expired card's files are not served. */
export const cardFile = async (deps: CardsDeps, link: string, name: string): Promise<CardFileContent> => {
  const card = await openCard(deps, link);
  const file = card && (await findCardFile(deps.db, card.id, name));
  const data = card && file && (await readCardFile(deps.uploadsDir, card.storage_dir, file.name));
  if (!file || !data) throw notFound();
  return { data, mediaType: file.media_type, role: file.role };
};

/** The clinic's name for the preview page's link-preview metadata, when the link opens a card; no view counted. */
export const previewClinicName = async (deps: CardsDeps, link: string): Promise<string | null> => {
  const card = await openCard(deps, link);
  if (!card) return null;
  return (await companyById(deps.db, card.company_id))?.name ?? null;
};
