import type { PublicCard } from '../../../contract/api/cards';
import { previewLinkPattern } from '../../../contract/rules/treatment-cards';
import { HttpProblem } from '../../plugins/problem';
import { hashSecretToken } from '../../security/secret-tokens';
import { avatarUrl } from '../avatar/service';
import { companyById } from '../companies/service';
import { readCardFile } from './card-storage';
import { requestedRange } from '../../storage/byte-range';
import type { StoredRead } from '../../storage/file-store';
import { cardImage, cardState, fileUrl, parseFormula, parsePlan } from './card-views';
import type { CardsDeps } from './deps';
import { type CardContent } from './card-content-cache';
import {
  type CardStanding,
  type StoredCard,
  filesOfCard,
  findCardByLinkHash,
  findCardContent,
  findCardFile,
  findCardStandingByLinkHash,
} from './repository';

/** The same answer for an unknown, malformed, revoked or expired link: nothing tells them apart. */
const notFound = () => new HttpProblem(404, 'NOT_FOUND');

/** The card a link opens now, or null. A malformed link is not looked up at all. */
export const openCard = async (deps: Pick<CardsDeps, 'db' | 'clock'>, link: string): Promise<StoredCard | null> => {
  if (!previewLinkPattern.test(link)) return null;
  const card = await findCardByLinkHash(deps.db, hashSecretToken(link));
  if (!card || cardState(card, deps.clock()) !== 'active') return null;
  return card;
};

/**
 * What the card itself shows, from the cache when it was built at the card's current version (`standing.updated_at`),
 * else read and built now; null when the card went away meanwhile. Cached only when the card did not change between
 * the two reads.
 */
const contentOf = async (deps: CardsDeps, link: string, linkHash: string, standing: CardStanding) => {
  const cached = deps.cardContent.get(linkHash, standing.id, standing.updated_at);
  if (cached) return cached;
  const [row, files] = await Promise.all([findCardContent(deps.db, standing.id), filesOfCard(deps.db, standing.id)]);
  if (!row) return null;
  const pdf = files.find((file) => file.role === 'pdf');
  const content: CardContent = {
    patientName: row.patient_name,
    savedAt: row.saved_at,
    formulaDescription: row.formula_description,
    formula: parseFormula(row),
    plan: parsePlan(row),
    images: { before: cardImage(link, files, 'before'), after: cardImage(link, files, 'after') },
    pdfUrl: pdf ? fileUrl(link, pdf.name) : null,
  };
  if (row.updated_at === standing.updated_at) deps.cardContent.set(linkHash, standing.id, standing.updated_at, content);
  return content;
};

/** The preview's answer in its two parts: the card's content (cached) and what is read on every request. */
export interface PublicCardParts {
  cardId: string;
  companyId: string;
  content: CardContent;
  rest: Pick<PublicCard, 'clinic' | 'expiresAt'>;
}

/**
 * The preview page's card, with the clinic's name, logo and contacts; a view is counted (no IP kept). Whether the
 * link opens (revoked, expired, deleted) and the clinic are read on every request; only the card's own content is
 * cached, by version, and the same content object comes back while it stays cached (the route keeps its JSON).
 */
export const publicCard = async (
  deps: CardsDeps,
  link: string,
  { countView: counted }: { countView: boolean },
): Promise<PublicCardParts> => {
  if (!previewLinkPattern.test(link)) throw notFound();
  const linkHash = hashSecretToken(link);
  const standing = await findCardStandingByLinkHash(deps.db, linkHash);
  if (!standing || cardState(standing, deps.clock()) !== 'active') {
    deps.cardContent.delete(linkHash);
    throw notFound();
  }
  const [content, company] = await Promise.all([
    contentOf(deps, link, linkHash, standing),
    companyById(deps.db, standing.company_id),
  ]);
  if (!content || !company) throw notFound();
  if (counted) deps.views.count(standing.id, deps.clock());
  return {
    cardId: standing.id,
    companyId: standing.company_id,
    content,
    rest: {
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
      expiresAt: standing.expires_at,
    },
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

/** The clinic's name for the preview page's link-preview metadata, when the link opens a card; no view counted. */
export const previewClinicName = async (deps: CardsDeps, link: string): Promise<string | null> => {
  const card = await openCard(deps, link);
  if (!card) return null;
  return (await companyById(deps.db, card.company_id))?.name ?? null;
};
