/** A preview link's whole answer as it was last read from the database. */
export interface CardAnswer {
  cardId: string;
  /** The serialized PublicCard, sent as it is. */
  json: string;
  expiresAtMs: number;
  /** When the card's standing (revoked, expiry, deleted) and its clinic were last read. */
  checkedAtMs: number;
}

/**
 * The whole JSON answer of the preview links opened lately, keyed by link, least recently used out first. An entry
 * answers only until its card expires and for `recheckMs` after its rows were read; after that the caller reads
 * them again. Writes in this process forget the entries they change before they answer (`forgetCard`,
 * `forgetCompany`); a write by another process shows here at most `recheckMs` later.
 */
export interface CardAnswerCache {
  /** The answer to send without any read, or undefined when the rows must be read. */
  fresh: (link: string, nowMs: number) => CardAnswer | undefined;
  /**
   * Keeps an answer built from rows read after `generation()` returned `since`; dropped when a `forget…` ran in
   * between (the rows may have been read before that write).
   */
  set: (link: string, answer: CardAnswer & { companyId: string }, since: number) => void;
  delete: (link: string) => void;
  forgetCard: (cardId: string) => void;
  forgetCompany: (companyId: string) => void;
  generation: () => number;
  readonly size: number;
}

interface Entry extends CardAnswer {
  companyId: string;
}

export const createCardAnswerCache = (maxEntries: number, recheckMs: number): CardAnswerCache => {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let generation = 0;
  const forgetWhere = (matches: (entry: Entry) => boolean) => {
    generation += 1;
    for (const [link, entry] of entries) if (matches(entry)) entries.delete(link);
  };
  return {
    fresh: (link, nowMs) => {
      const entry = entries.get(link);
      if (!entry) return undefined;
      if (nowMs >= entry.expiresAtMs || nowMs - entry.checkedAtMs >= recheckMs || nowMs < entry.checkedAtMs) {
        entries.delete(link);
        return undefined;
      }
      entries.delete(link);
      entries.set(link, entry);
      return entry;
    },
    set: (link, answer, since) => {
      if (since !== generation) return;
      entries.delete(link);
      entries.set(link, { ...answer });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete: (link) => {
      entries.delete(link);
    },
    forgetCard: (cardId) => forgetWhere((entry) => entry.cardId === cardId),
    forgetCompany: (companyId) => forgetWhere((entry) => entry.companyId === companyId),
    generation: () => generation,
    get size() {
      return entries.size;
    },
  };
};
