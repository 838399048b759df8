import type { PublicCard } from '../../../contract/api/cards';

/** What a card's preview shows that no write changes: everything but its clinic and its expiry. */
export type CardContent = Omit<PublicCard, 'clinic' | 'expiresAt'>;

interface Entry {
  cardId: string;
  /** The card row's updated_at when the content was built: any write to the card makes the entry stale. */
  version: string;
  content: CardContent;
}

/**
 * The built content of the cards patients opened lately, keyed by link hash, least recently used out first. It
 * holds nothing that decides whether a link opens: the caller reads the card's row (revoked, expiry, deletion) on
 * every request and uses an entry only when its card id and updated_at match that row. Built content cost a read
 * of the card's files, two JSON.parse calls and the srcset assembly on every GET.
 */
export interface CardContentCache {
  get: (linkHash: string, cardId: string, version: string) => CardContent | undefined;
  set: (linkHash: string, cardId: string, version: string, content: CardContent) => void;
  delete: (linkHash: string) => void;
  readonly size: number;
}

export const createCardContentCache = (maxEntries: number): CardContentCache => {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  return {
    get: (linkHash, cardId, version) => {
      const entry = entries.get(linkHash);
      if (!entry) return undefined;
      if (entry.cardId !== cardId || entry.version !== version) {
        entries.delete(linkHash);
        return undefined;
      }
      entries.delete(linkHash);
      entries.set(linkHash, entry);
      return entry.content;
    },
    set: (linkHash, cardId, version, content) => {
      entries.delete(linkHash);
      entries.set(linkHash, { cardId, version, content });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete: (linkHash) => {
      entries.delete(linkHash);
    },
    get size() {
      return entries.size;
    },
  };
};
