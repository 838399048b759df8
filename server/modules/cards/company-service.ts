import type { CardListQuery, CompanyCard, CompanyCardList } from '../../../contract/api/cards';
import { cardExpiryMaxDays, cardsPageSizeDefault } from '../../../contract/rules/treatment-cards';
import { iso } from '../../clock';
import { type EventSource, recordSecurityEvent } from '../audit/record';
import { CardRefusal } from './card-refusal';
import { removeCardFiles } from './card-storage';
import { storageProblemFor } from '../../storage/storage-failure';
import { companyCard } from './card-views';
import type { CardsDeps } from './deps';
import { type StoredCard, cardsWithPdf, findCompanyCard, revokeCard as revokeCardRow, setExpiry } from './repository';
import {
  countCompanyCardsWithStatus,
  findCompanyCardWithDecisions,
  listCompanyCardsWithDecisions,
} from './repository-list';
import { eraseCardDecisions } from '../card-decisions/erase-service';

const dayMs = 86_400_000;

const present = async (deps: CardsDeps, companyId: string, id: string): Promise<CompanyCard> => {
  const found = await findCompanyCardWithDecisions(deps.db, companyId, id);
  if (!found) throw new CardRefusal({ kind: 'not-found' });
  const hasPdf = (await cardsWithPdf(deps.db, [id])).has(id);
  return companyCard(found.card, deps.clock(), hasPdf, deps.secretBox.open, deps.publicUrl, found.decision);
};

export const companyCardById = async (
  deps: Pick<CardsDeps, 'db'>,
  companyId: string,
  id: string,
): Promise<StoredCard> => {
  const card = await findCompanyCard(deps.db, companyId, id);
  // Another company's card is refused like a missing one.
  if (!card) throw new CardRefusal({ kind: 'not-found' });
  return card;
};

export const listCards = async (
  deps: CardsDeps,
  companyId: string,
  { page = 1, pageSize = cardsPageSizeDefault, status }: CardListQuery,
): Promise<CompanyCardList> => {
  const [cards, total] = await Promise.all([
    listCompanyCardsWithDecisions(deps.db, companyId, { status, limit: pageSize, offset: (page - 1) * pageSize }),
    countCompanyCardsWithStatus(deps.db, companyId, status),
  ]);
  const withPdf = await cardsWithPdf(
    deps.db,
    cards.map(({ card }) => card.id),
  );
  const now = deps.clock();
  return {
    cards: cards.map(({ card, decision }) =>
      companyCard(card, now, withPdf.has(card.id), deps.secretBox.open, deps.publicUrl, decision),
    ),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
};

/**
 * Ends the link for good: the card stays listed (revoked), its images and PDF are deleted. Revoking twice is not an
 * error. The files go after the rows' commit, so a failure there never leaves a live card without its files; a store
 * that is down answers 503 and revoking again removes them.
 */
export const revokeCard = async (
  deps: CardsDeps,
  companyId: string,
  id: string,
  source: EventSource,
): Promise<CompanyCard> => {
  const card = await companyCardById(deps, companyId, id);
  const at = deps.clock();
  const revoked = await deps.db.transaction().execute(async (trx) => {
    const done = await revokeCardRow(trx, card.id, iso(at));
    // The patient's answers are patient data: they go with the link.
    await eraseCardDecisions(trx, card.id);
    if (done)
      await recordSecurityEvent(trx, { companyId, type: 'card-link-revoked', source, at, details: { card: card.id } });
    return done;
  });
  if (revoked || card.revoked_at) {
    await removeCardFiles(deps.files, card.storage_dir).catch((error: unknown) => {
      throw storageProblemFor(error);
    });
  }
  return present(deps, companyId, id);
};

/**
 * A new expiry: after now and at most 730 days ahead. An expired card may be given a new one (the same link opens
 * again); a revoked card may not (409 CARD_REVOKED).
 */
export const changeExpiry = async (
  deps: CardsDeps,
  companyId: string,
  id: string,
  expiresAt: string,
  source: EventSource,
): Promise<CompanyCard> => {
  const card = await companyCardById(deps, companyId, id);
  const now = deps.clock().getTime();
  const at = Date.parse(expiresAt);
  const reason = at <= now ? 'past' : at > now + cardExpiryMaxDays * dayMs ? 'maximum' : null;
  if (reason) throw new CardRefusal({ kind: 'expiry-out-of-range', reason });
  const changedAt = deps.clock();
  const changed = await deps.db.transaction().execute(async (trx) => {
    const done = await setExpiry(trx, card.id, iso(new Date(at)), iso(changedAt));
    if (done) {
      await recordSecurityEvent(trx, {
        companyId,
        type: 'card-expiry-changed',
        source,
        at: changedAt,
        details: { card: card.id, expiresAt: iso(new Date(at)) },
      });
    }
    return done;
  });
  if (!changed) throw new CardRefusal({ kind: 'revoked' });
  return present(deps, companyId, id);
};
